import type { MicroOrder } from '@exchange/protocol';
import { format } from '@exchange/sdk';
import { useTranslation } from 'react-i18next';
import styled, { keyframes } from 'styled-components';
import { resultOf, signed, type ResultName } from '../model/result';

const flash = keyframes`
  0% { transform: scale(0.96); opacity: 0; }
  15% { transform: scale(1.02); opacity: 1; }
  100% { transform: scale(1); opacity: 1; }
`;

const Banner = styled.p<{ $result: ResultName }>`
  margin: 0;
  padding: ${({ theme }) => `${theme.space.sm} ${theme.space.md}`};
  border-radius: ${({ theme }) => theme.radii.md};
  font-weight: 600;
  font-variant-numeric: tabular-nums;
  background: ${({ theme, $result }) =>
    $result === 'won'
      ? theme.colors.up
      : $result === 'lost'
        ? theme.colors.down
        : theme.colors.surfaceRaised};
  color: ${({ theme, $result }) =>
    $result === 'won' ? theme.colors.upText : $result === 'lost' ? theme.colors.downText : theme.colors.text};
  border: 1px solid ${({ theme }) => theme.colors.border};
  animation: ${flash} 0.6s ease-out;
  @media (prefers-reduced-motion: reduce) {
    animation: none;
  }
`;

const flashKey: Record<ResultName, string> = {
  won: 'result.flashWon',
  lost: 'result.flashLost',
  draw: 'result.flashDraw',
};

/** The outcome of the order that settled last, announced politely (beyond the spec: a settled order flashes). */
export function ResultFlash({ order }: { order: MicroOrder | undefined }) {
  const { t } = useTranslation('micro');
  const result = order && resultOf(order);
  return (
    <div role="status" aria-live="polite">
      {order && result && (
        <Banner key={order.id} $result={result} data-result={result}>
          {t(flashKey[result], {
            pair: order.symbol_name,
            direction: order.type === 1 ? t('panel.up') : t('panel.down'),
            // Isolated left-to-right, so the sign stays in front of the figure in a right-to-left sentence.
            profit: `\u2066${signed(format(order.fact_profits, 'amount'))}\u2069`,
            currency: order.currency_name,
          })}
        </Banner>
      )}
    </div>
  );
}
