import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { setLang } from '@exchange/protocol';
import { useSdk, useStorageValue } from '@exchange/sdk';
import {
  applyDocumentDirection,
  homeSelectorLocales,
  isLocale,
  languages,
  resolveLocale,
  type Locale,
} from '@exchange/i18n';

const Field = styled.div`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  select {
    padding: ${({ theme }) => `${theme.space.xs} ${theme.space.sm}`};
    border: 1px solid ${({ theme }) => theme.colors.border};
    border-radius: ${({ theme }) => theme.radii.md};
    background: ${({ theme }) => theme.colors.surface};
    color: ${({ theme }) => theme.colors.text};
  }
  select:focus-visible {
    outline: 2px solid ${({ theme }) => theme.colors.focus};
    outline-offset: 2px;
  }
`;

const reloadPage = () => window.location.reload();

/**
 * The home page's language selector: the spec §9 home list of 12 (the header offers all 14). A reader
 * in a language outside it (zh, arabic) still sees the current one selected. Switching follows the
 * shell's §4 rule through the shared sdk (a remote has no access to the shell's own context): store the
 * locale, tell the server (set/lang, never blocking), reload so every remote starts in it.
 */
export function LanguageSelect({ reload = reloadPage }: { reload?: () => void }) {
  const { t } = useTranslation('markets');
  const { storage, api } = useSdk();
  const locale = resolveLocale(useStorageValue('locale'));
  const id = useId();
  const offered = homeSelectorLocales.includes(locale)
    ? homeSelectorLocales
    : [locale, ...homeSelectorLocales];

  const change = async (next: Locale) => {
    storage.set('locale', next);
    applyDocumentDirection(next);
    await api.call(setLang, { lang: next }, { silent: true });
    reload();
  };

  return (
    <Field>
      <label htmlFor={id}>{t('language.label')}</label>
      <select
        id={id}
        value={locale}
        onChange={(event) => {
          const next = event.target.value;
          if (isLocale(next) && next !== locale) void change(next);
        }}
      >
        {offered.map((code) => (
          <option key={code} value={code} lang={languages[code].htmlLang}>
            {languages[code].nativeName}
          </option>
        ))}
      </select>
    </Field>
  );
}
