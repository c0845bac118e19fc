import { memo } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { format, formatTime, useTrades, type Fill, type FrameTiming, type StoredPair } from '@exchange/sdk';
import { LIVE_TIMING } from '../model/deal';

export interface RecentFillsProps {
  pair: StoredPair;
  /** The trades channel's frame timing if this list starts it; tests and the bench pass their own. */
  timing?: FrameTiming;
  onRender?: () => void;
}

const Section = styled.section`
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-variant-numeric: tabular-nums;
  h2 {
    margin: 0;
    padding: ${({ theme }) => theme.space.sm};
    font-size: ${({ theme }) => theme.fontSizes.md};
  }
`;

const Grid = styled.div`
  display: grid;
  grid-template-columns: 1fr 1fr 1fr;
  padding: 2px ${({ theme }) => theme.space.sm};
  span + span {
    text-align: end;
  }
`;

const HeadRow = styled(Grid)`
  color: ${({ theme }) => theme.colors.muted};
`;

/* Rows are plain elements styled from the list (no styled component per row: see OrderBook). */
const List = styled.ol`
  list-style: none;
  margin: 0;
  padding: 0;
  contain: layout paint;
  .fill {
    display: grid;
    grid-template-columns: 1fr 1fr 1fr;
    block-size: 20px;
    align-items: center;
    padding: 0 ${({ theme }) => theme.space.sm};
  }
  .fill span + span {
    text-align: end;
  }
  .buy {
    color: ${({ theme }) => theme.colors.up};
  }
  .sell {
    color: ${({ theme }) => theme.colors.down};
  }
`;

/** Fills get a fresh id when they arrive, so a row never changes: memo skips all old rows. */
const FillRow = memo(function FillRow({ fill, sideLabel }: { fill: Fill; sideLabel: string }) {
  return (
    <li className="fill">
      <span>{formatTime(fill.time)}</span>
      <span className={fill.side} aria-label={`${sideLabel} ${format(fill.price, 'price')}`}>
        {format(fill.price, 'price')}
      </span>
      <span>{format(fill.amount, 'amount')}</span>
    </li>
  );
});

const noFills: Fill[] = [];

/**
 * Spec §2/§9 recent fills, newest first, at most 20 (the sdk's trades channel, `useTrades`), rendered
 * at most once per published frame.
 */
export function RecentFills({ pair, timing = LIVE_TIMING, onRender }: RecentFillsProps) {
  const { t } = useTranslation('spot');
  const fills = useTrades(pair, timing).data ?? noFills;
  onRender?.();
  const buy = t('fills.buy');
  const sell = t('fills.sell');
  return (
    <Section aria-label={t('fills.title')}>
      <h2>{t('fills.title')}</h2>
      <HeadRow aria-hidden="true">
        <span>{t('fills.time')}</span>
        <span>{t('fills.price', { quote: pair.legalName })}</span>
        <span>{t('fills.amount', { base: pair.currencyName })}</span>
      </HeadRow>
      <List data-testid="recent-fills">
        {fills.map((fill) => (
          <FillRow key={fill.id} fill={fill} sideLabel={fill.side === 'buy' ? buy : sell} />
        ))}
      </List>
    </Section>
  );
}
