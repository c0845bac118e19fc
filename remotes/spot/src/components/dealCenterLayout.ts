import { pairListFillsColumn, tradingLayoutWidths } from '@exchange/ui';
import styled from 'styled-components';

/** Up to this width the deal centre is one column and the pair list opens from the chart's top bar. */
export const PHONE_MAX_WIDTH = tradingLayoutWidths.phone;

/**
 * The deal centre's grid (spec §2). Desktop: pairs | chart | book | panel + fills, orders below.
 * Tablet: the chart across the top. Phone: the chart first at a usable height, then the order form,
 * book, fills and orders; the pair list is a sheet opened from the top bar (PairSheet).
 */
export const DealGrid = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.sm};
  padding: ${({ theme }) => theme.space.sm};
  grid-template-columns: minmax(220px, 1fr) minmax(0, 3fr) minmax(260px, 1.2fr) minmax(280px, 1.2fr);
  grid-template-areas:
    'pairs chart book panel'
    'pairs chart book fills'
    'orders orders orders orders'
    'alerts alerts alerts alerts';
  > * {
    background: ${({ theme }) => theme.colors.surface};
    border-radius: ${({ theme }) => theme.radii.md};
    min-inline-size: 0;
  }
  @media (max-width: ${tradingLayoutWidths.tablet}px) {
    grid-template-columns: minmax(0, 2fr) minmax(260px, 1fr);
    grid-template-areas: 'chart chart' 'book panel' 'fills panel' 'pairs pairs' 'orders orders' 'alerts alerts';
  }
  @media (max-width: ${PHONE_MAX_WIDTH}px) {
    grid-template-columns: minmax(0, 1fr);
    grid-template-areas: 'chart' 'panel' 'book' 'fills' 'orders' 'alerts';
    padding-inline: 0;
  }
`;

export const DealArea = styled.div<{ $area: string }>`
  grid-area: ${({ $area }) => $area};
`;

/** The in-grid pair list: on a phone it lives in the sheet instead. */
export const PairsArea = styled(DealArea)`
  ${pairListFillsColumn}
  @media (max-width: ${PHONE_MAX_WIDTH}px) {
    display: none;
  }
`;

/** The top bar above the chart; on a phone the chart keeps at least 340 px of the first screen. */
export const ChartArea = styled(DealArea)`
  display: flex;
  flex-direction: column;
  --chart-inset: ${({ theme }) => theme.space.sm};
  @media (max-width: ${PHONE_MAX_WIDTH}px) {
    --chart-min-height: 340px;
  }
`;
