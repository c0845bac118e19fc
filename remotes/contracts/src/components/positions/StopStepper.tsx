import { sanitizeAmountInput } from '@exchange/sdk';
import { FailureMessage, TextInput } from '@exchange/ui';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { LEVER_PRICE_DECIMALS } from '../../model/leverRules';
import { canStepDown, stepStop } from '../../model/stops';

export interface StopStepperProps {
  id: string;
  label: string;
  value: string;
  onChange: (value: string) => void;
  /** Told when the trader presses − at 0 (spec §5 'thanzone'). */
  onBelowZero: () => void;
  error?: string;
}

const Box = styled.div`
  display: grid;
  grid-template-columns: 40px 1fr 40px;
  gap: ${({ theme }) => theme.space.xs};
  button {
    min-block-size: 36px;
    border: 1px solid ${({ theme }) => theme.colors.border};
    border-radius: ${({ theme }) => theme.radii.md};
    background: ${({ theme }) => theme.colors.surfaceRaised};
    color: ${({ theme }) => theme.colors.text};
    font: inherit;
    font-size: 1.1em;
    cursor: pointer;
  }
`;

/** A stop price with − and + buttons moving it by 0.01 (spec §9), never below 0 (§5). */
export function StopStepper({ id, label, value, onChange, onBelowZero, error }: StopStepperProps) {
  const { t } = useTranslation('contracts');
  return (
    <div>
      <label htmlFor={id}>{label}</label>
      <Box>
        <button
          type="button"
          aria-label={t('stops.down', { field: label })}
          onClick={() => (canStepDown(value) ? onChange(stepStop(value, -1)) : onBelowZero())}
        >
          −
        </button>
        <TextInput
          id={id}
          inputMode="decimal"
          autoComplete="off"
          value={value}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : undefined}
          onChange={(event) => onChange(sanitizeAmountInput(event.target.value, LEVER_PRICE_DECIMALS))}
        />
        <button
          type="button"
          aria-label={t('stops.up', { field: label })}
          onClick={() => onChange(stepStop(value, 1))}
        >
          +
        </button>
      </Box>
      <div id={`${id}-error`}>
        <FailureMessage level="field" message={error} />
      </div>
    </div>
  );
}
