import { NumberInput } from '@exchange/ui';
import type { ReactNode } from 'react';
import { PRICE_DECIMALS } from '../../model/spotRules';

export interface PriceInputProps {
  id: string;
  label: string;
  value: string;
  onChange: (next: string) => void;
  /** The quote coin. */
  suffix: string;
  /** The last check failed on this field. */
  invalid?: boolean;
  /** The id of a note that describes the field. */
  describedBy?: string;
  children?: ReactNode;
}

/** A labelled price box with spec §9's price decimals (fixed, trigger and limit prices). */
export function PriceInput({ id, label, value, onChange, suffix, invalid, describedBy }: PriceInputProps) {
  return (
    <>
      <label htmlFor={id}>{label}</label>
      <NumberInput
        id={id}
        value={value}
        onChange={onChange}
        maxDecimals={PRICE_DECIMALS}
        suffix={suffix}
        aria-invalid={invalid || undefined}
        aria-describedby={describedBy}
      />
    </>
  );
}
