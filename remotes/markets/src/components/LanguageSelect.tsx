import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { homeSelectorLocales, isLocale, languages } from '@exchange/i18n';
import { useShell } from '@exchange/starter';

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

/**
 * The home page's language selector: the spec §9 home list of 12 (the header offers all 14). A reader
 * in a language outside it (zh, arabic) still sees the current one selected.
 */
export function LanguageSelect() {
  const { t } = useTranslation('markets');
  const { locale, changeLocale } = useShell();
  const id = useId();
  const offered = homeSelectorLocales.includes(locale)
    ? homeSelectorLocales
    : [locale, ...homeSelectorLocales];
  return (
    <Field>
      <label htmlFor={id}>{t('language.label')}</label>
      <select
        id={id}
        value={locale}
        onChange={(event) => {
          const next = event.target.value;
          if (isLocale(next) && next !== locale) changeLocale(next);
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
