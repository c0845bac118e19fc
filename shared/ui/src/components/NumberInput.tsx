import { forwardRef, type ChangeEvent, type InputHTMLAttributes, type ReactNode } from 'react';
import styled from 'styled-components';
import { sanitizeDecimalInput } from './decimalInput';
import { TextInput } from './Field';

export interface NumberInputProps extends Omit<
  InputHTMLAttributes<HTMLInputElement>,
  'value' | 'onChange' | 'type' | 'inputMode'
> {
  /** A decimal string ("" when empty). Never a number: money stays exact. */
  value: string;
  onChange: (value: string) => void;
  /** Digits allowed after the point (spec §9 precisions); 0 for whole numbers. */
  maxDecimals?: number;
  /** A unit shown inside the box, e.g. "USDT". */
  suffix?: ReactNode;
}

const Box = styled.div`
  position: relative;
  display: flex;
  align-items: center;
`;

const Input = styled(TextInput)<{ $withSuffix: boolean }>`
  font-variant-numeric: tabular-nums;
  padding-inline-end: ${({ $withSuffix }) => ($withSuffix ? '64px' : undefined)};
`;

const Suffix = styled.span`
  position: absolute;
  inset-inline-end: ${({ theme }) => theme.space.md};
  color: ${({ theme }) => theme.colors.muted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  pointer-events: none;
`;

/** A decimal text box: a text input (no spinner, no exponent) that only accepts valid decimals. */
export const NumberInput = forwardRef<HTMLInputElement, NumberInputProps>(function NumberInput(
  { value, onChange, maxDecimals = 8, suffix, ...rest },
  ref,
) {
  const handleChange = (event: ChangeEvent<HTMLInputElement>) => {
    const next = sanitizeDecimalInput(event.target.value, maxDecimals);
    if (next !== null && next !== value) onChange(next);
  };
  return (
    <Box>
      <Input
        ref={ref}
        type="text"
        inputMode={maxDecimals > 0 ? 'decimal' : 'numeric'}
        autoComplete="off"
        spellCheck={false}
        value={value}
        onChange={handleChange}
        $withSuffix={suffix !== undefined}
        {...rest}
      />
      {suffix !== undefined && <Suffix>{suffix}</Suffix>}
    </Box>
  );
});
