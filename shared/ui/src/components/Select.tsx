import { forwardRef, type ReactElement, type Ref, type SelectHTMLAttributes } from 'react';
import styled from 'styled-components';

export interface SelectOption<T extends string = string> {
  value: T;
  label: string;
}

export interface SelectProps<T extends string = string> extends Omit<
  SelectHTMLAttributes<HTMLSelectElement>,
  'value' | 'onChange'
> {
  options: readonly SelectOption<T>[];
  value: T;
  onChange: (value: T) => void;
}

const StyledSelect = styled.select`
  inline-size: 100%;
  min-block-size: 36px;
  padding-inline: ${({ theme }) => theme.space.md};
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.text};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  font: inherit;
`;

/**
 * A native select (area codes, chains, lever multiples): the platform gives keyboard, screen reader
 * and mobile pickers for free. Use it inside Field for a label.
 */
export const Select = forwardRef<HTMLSelectElement, SelectProps>(function Select(
  { options, value, onChange, ...rest },
  ref,
) {
  return (
    <StyledSelect ref={ref} value={value} onChange={(event) => onChange(event.target.value)} {...rest}>
      {options.map((option) => (
        <option key={option.value} value={option.value}>
          {option.label}
        </option>
      ))}
    </StyledSelect>
  );
}) as <T extends string = string>(props: SelectProps<T> & { ref?: Ref<HTMLSelectElement> }) => ReactElement;
