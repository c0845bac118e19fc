import { useId, type ReactNode } from 'react';
import styled from 'styled-components';

export interface Choice<T extends string | number> {
  value: T;
  label: ReactNode;
  /** A second line under the label (the profit ratio of a duration). */
  detail?: ReactNode;
}

const Group = styled.fieldset`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.xs};
  margin: 0;
  padding: 0;
  border: 0;
  legend {
    margin-block-end: ${({ theme }) => theme.space.xs};
    padding: 0;
    color: ${({ theme }) => theme.colors.muted};
    font-size: ${({ theme }) => theme.fontSizes.sm};
  }
`;

const Option = styled.label`
  position: relative;
  display: inline-flex;
  flex-direction: column;
  align-items: center;
  min-inline-size: 64px;
  min-block-size: 36px;
  justify-content: center;
  padding: ${({ theme }) => `${theme.space.xs} ${theme.space.sm}`};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  color: ${({ theme }) => theme.colors.text};
  font-variant-numeric: tabular-nums;
  cursor: pointer;
  input {
    position: absolute;
    opacity: 0;
    inset: 0;
    margin: 0;
    cursor: pointer;
  }
  small {
    color: ${({ theme }) => theme.colors.muted};
    font-size: ${({ theme }) => theme.fontSizes.sm};
  }
  &:has(input:checked) {
    border-color: ${({ theme }) => theme.colors.primary};
    box-shadow: inset 0 0 0 1px ${({ theme }) => theme.colors.primary};
    font-weight: 600;
  }
  &:has(input:focus-visible) {
    outline: 2px solid ${({ theme }) => theme.colors.focus};
    outline-offset: 2px;
  }
`;

/** A labelled group of radio buttons shown as chips (the amounts, the durations). */
export function ChoiceGroup<T extends string | number>({
  legend,
  choices,
  value,
  onChange,
  disabled,
}: {
  legend: string;
  choices: readonly Choice<T>[];
  value: T | undefined;
  onChange: (value: T) => void;
  disabled?: boolean;
}) {
  const name = useId();
  return (
    <Group disabled={disabled}>
      <legend>{legend}</legend>
      {choices.map((choice) => (
        <Option key={String(choice.value)}>
          <input
            type="radio"
            name={name}
            checked={choice.value === value}
            onChange={() => onChange(choice.value)}
          />
          <span>{choice.label}</span>
          {choice.detail !== undefined && <small>{choice.detail}</small>}
        </Option>
      ))}
    </Group>
  );
}
