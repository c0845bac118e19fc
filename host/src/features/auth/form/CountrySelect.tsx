import type { Country } from '@exchange/protocol';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { inputStyles } from './TextField';

const Wrapper = styled.div`
  display: flex;
  flex-direction: column;
  gap: 6px;
`;
const Label = styled.label`
  font-size: 0.9rem;
  font-weight: 600;
`;
const Select = styled.select`
  ${inputStyles}
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
  const id = useId();
  const { t, i18n } = useTranslation('auth');
  return (
    <Wrapper>
      <Label htmlFor={id}>{label}</Label>
      <Select
        id={id}
        value={value ?? ''}
        disabled={loading}
        aria-busy={loading || undefined}
        onChange={(event) => {
          const chosen = countries.find((c) => String(c.country_id) === event.target.value);
          if (chosen) onChange(chosen);
        }}
      >
        {loading && <option value="">{t('state.loading')}</option>}
        {countries.map((country) => (
          <option key={country.country_id} value={country.country_id}>
            {show === 'areaCode'
              ? `+${country.area_code} ${countryName(country, i18n.language)}`
              : countryName(country, i18n.language)}
          </option>
        ))}
      </Select>
    </Wrapper>
  );
}
