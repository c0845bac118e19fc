import type { Country } from '@exchange/protocol';
import { Field, Select } from '@exchange/ui';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';

const TallSelect = styled(Select)`
  min-block-size: 44px;
`;

/** Chinese-script locales read the country's Chinese name; every other locale the English one. */
export function countryName(country: Country, language: string): string {
  return /^zh/i.test(language) ? country.name_cn : country.name_en;
}

export interface CountrySelectProps {
  label: string;
  countries: readonly Country[];
  /** The chosen country_id, or undefined while the list loads. */
  value: number | undefined;
  onChange: (country: Country) => void;
  /** 'areaCode' shows "+86 China", 'nationality' just the name. */
  show: 'areaCode' | 'nationality';
  loading?: boolean;
}

/** The country list (area code or nationality) as a native select: accessible and phone-friendly. */
export function CountrySelect({ label, countries, value, onChange, show, loading }: CountrySelectProps) {
  const { t, i18n } = useTranslation('auth');
  const options = loading
    ? [{ value: '', label: t('state.loading') }]
    : countries.map((country) => ({
        value: String(country.country_id),
        label:
          show === 'areaCode'
            ? `+${country.area_code} ${countryName(country, i18n.language)}`
            : countryName(country, i18n.language),
      }));
  return (
    <Field label={label}>
      {(control) => (
        <TallSelect
          {...control}
          options={options}
          value={value === undefined ? '' : String(value)}
          disabled={loading}
          aria-busy={loading || undefined}
          onChange={(chosenId) => {
            const chosen = countries.find((c) => String(c.country_id) === chosenId);
            if (chosen) onChange(chosen);
          }}
        />
      )}
    </Field>
  );
}
