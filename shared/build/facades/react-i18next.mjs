// Exactly what the apps use of react-i18next, shared under the key `react-i18next` (see ../facades.mjs).
// `@exchange/unshared/react-i18next` is the real package, kept out of the share scope (see rxjs.mjs).
export { I18nextProvider, initReactI18next, useTranslation } from '@exchange/unshared/react-i18next';
