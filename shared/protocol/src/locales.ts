// No zod here: the host's first paint imports this module alone (package.json `sideEffects: false`).
/** Spec §9: the full start-up language list. `en` is the default and fallback; arabic and fa are RTL. */
export const localeCodes = [
  'zh',
  'en',
  'hk',
  'jp',
  'ko',
  'arabic',
  'fa',
  'de',
  'fr',
  'pt',
  'ru',
  'es',
  'th',
  'vi',
] as const;
export type LocaleCode = (typeof localeCodes)[number];
