import { Button, NumberInput, Select, TextInput } from '@exchange/ui';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { LEVER_PRICE_DECIMALS, type LeverMode } from '../../model/leverRules';
import type { LeverMarket } from '../../model/market';
import { Row } from '../common/styles';

export interface LeverFieldsProps {
  mode: LeverMode;
  market: LeverMarket;
  quote: string;
  multiple: string;
  onMultiple: (multiple: string) => void;
  price: string;
  onPrice: (price: string) => void;
  lots: string;
  onLots: (lots: string) => void;
  /** The lot field's message ('noless', 'nomore', integer), already translated. */
  lotsError?: string;
}

const Fields = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.xs};
  label {
    color: ${({ theme }) => theme.colors.muted};
    font-size: ${({ theme }) => theme.fontSizes.sm};
  }
`;

const LotError = styled.p`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.down};
`;

/** Spec §2 lever panel fields: multiple dropdown, limit price (limit mode), lot count with presets. */
export function LeverFields(props: LeverFieldsProps) {
  const { t } = useTranslation('contracts');
  const { mode, market, multiple, price, lots, lotsError } = props;
  const multiples = [
    { value: '', label: t('panel.chooseMultiple') },
    ...market.multiples.map((value) => ({ value, label: t('panel.times', { multiple: value }) })),
  ];
  return (
    <Fields>
      <label htmlFor="lever-multiple">{t('panel.multiple')}</label>
      <Select id="lever-multiple" options={multiples} value={multiple} onChange={props.onMultiple} />
      {mode === 'limit' && (
        <>
          <label htmlFor="lever-price">{t('panel.limitPrice')}</label>
          <NumberInput
            id="lever-price"
            value={price}
            onChange={props.onPrice}
            maxDecimals={LEVER_PRICE_DECIMALS}
            suffix={props.quote}
          />
        </>
      )}
      <label htmlFor="lever-lots">{t('panel.lots')}</label>
      <TextInput
        id="lever-lots"
        inputMode="numeric"
        autoComplete="off"
        value={lots}
        aria-invalid={lotsError ? true : undefined}
        aria-describedby={lotsError ? 'lever-lots-error' : undefined}
        onChange={(event) => props.onLots(event.target.value)}
      />
      {lotsError && <LotError id="lever-lots-error">{lotsError}</LotError>}
      <Row role="group" aria-label={t('panel.presetLots')}>
        {market.lotPresets.map((preset) => (
          <Button
            key={preset}
            size="sm"
            variant="ghost"
            aria-pressed={lots === String(preset)}
            onClick={() => props.onLots(String(preset))}
          >
            {preset}
          </Button>
        ))}
      </Row>
    </Fields>
  );
}
