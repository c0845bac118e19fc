import { createI18n, currentLocale, getI18n, loadNamespaces, resetI18nForTests } from './createI18n';

afterEach(() => resetI18nForTests());

it('loads the chosen language and translates common keys', async () => {
  const i18n = await createI18n({ locale: 'de' });
  expect(i18n.language).toBe('de');
  expect(currentLocale(i18n)).toBe('de');
  expect(i18n.t('action.cancel')).toBe('Abbrechen');
  expect(i18n.t('sendCode.resendIn', { seconds: 42 })).toBe('Erneut senden in 42 s');
});

it('uses the BCP-47 tag inside i18next but reports our locale code', async () => {
  const i18n = await createI18n({ locale: 'arabic' });
  expect(i18n.language).toBe('ar');
  expect(currentLocale(i18n)).toBe('arabic');
  expect(i18n.t('action.confirm')).toBe('تأكيد');
});

it('falls back to en for a key the language lacks', async () => {
  const i18n = await createI18n({ locale: 'fr' });
  i18n.addResource('en', 'common', 'onlyInEnglish', 'English only');
  expect(i18n.t('onlyInEnglish')).toBe('English only');
});

it('is a singleton: a second call returns the same instance, in the locale asked for', async () => {
  const first = await createI18n({ locale: 'ko' });
  expect(first.t('action.cancel')).toBe('취소');
  const second = await createI18n({ locale: 'hk', namespaces: ['common'] });
  expect(second).toBe(first);
  expect(await getI18n()).toBe(first);
  expect(currentLocale(second)).toBe('hk');
  expect(second.t('action.cancel')).toBe('取消');
});

it('lets a remote add its namespace at run time; a missing file falls back without throwing', async () => {
  const i18n = await createI18n({ locale: 'ru' });
  await expect(loadNamespaces('no-such-namespace')).resolves.toBeUndefined();
  expect(i18n.t('no-such-namespace:anything')).toBe('anything');
  await loadNamespaces(['common']);
  expect(i18n.hasLoadedNamespace('common')).toBe(true);
});
