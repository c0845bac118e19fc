import { format } from '@exchange/sdk';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import type { LeverFigures } from '../../model/leverRules';
import { Line } from '../common/styles';

/** To the transfer screen, where the contract account is funded from the currency account. */
const Fund = styled(Link)`
  display: block;
  margin-block-start: ${({ theme }) => theme.space.xs};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.primary};
  text-align: end;
`;

export interface LeverFiguresViewProps {
  figures: LeverFigures | undefined;
  quote: string;
  /** The free contract balance; not shown to guests. */
  available?: string;
  loggedIn: boolean;
}

/** Spec §2: contract value, margin and fee of the order being typed ('--' until it is complete). */
export function LeverFiguresView({ figures, quote, available, loggedIn }: LeverFiguresViewProps) {
  const { t } = useTranslation('contracts');
  return (
    <div>
      <Line>
        <span>{t('panel.value')}</span>
        <output data-testid="lever-value" dir="ltr">
          {format(figures?.value, 'amount')} {quote}
        </output>
      </Line>
      <Line>
        <span>{t('panel.margin')}</span>
        <output data-testid="lever-margin" dir="ltr">
          {format(figures?.margin, 'amount')} {quote}
        </output>
      </Line>
      <Line>
        <span>{t('panel.fee')}</span>
        <output data-testid="lever-fee" dir="ltr">
          {format(figures?.fee, 6)} {quote}
        </output>
      </Line>
      {loggedIn && (
        <Line>
          <span>{t('panel.available')}</span>
          <output data-testid="lever-available" dir="ltr">
            {format(available, 'contractWallet')} {quote}
          </output>
        </Line>
      )}
      {loggedIn && <Fund to="/transfer">{t('panel.fund')}</Fund>}
    </div>
  );
}
