import { pairListFillsColumn, tradingLayoutWidths } from '@exchange/ui';
import styled from 'styled-components';

/** Up to this width the contract page is one column and the pair list opens from the top bar. */
export const PHONE_MAX_WIDTH = tradingLayoutWidths.phone;

/**
 * The contract page's grid (spec §2 manger). Desktop: pairs | chart | book | panel, positions across
 * below. Tablet: the chart across the top. Phone: chart, panel, positions, book; pairs in a sheet.
 */
export const ContractGrid = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.sm};
  padding: ${({ theme }) => theme.space.sm};
  grid-template-columns: minmax(220px, 1fr) minmax(0, 3fr) minmax(260px, 1.2fr) minmax(280px, 1.2fr);
  grid-template-areas:
    'pairs chart book panel'
    'positions positions positions positions';
  > * {
    background: ${({ theme }) => theme.colors.surface};
    border-radius: ${({ theme }) => theme.radii.md};
    min-inline-size: 0;
  }
  @media (max-width: ${tradingLayoutWidths.tablet}px) {
    grid-template-columns: minmax(0, 2fr) minmax(280px, 1fr);
    grid-template-areas: 'chart chart' 'book panel' 'positions positions' 'pairs pairs';
  }
  @media (max-width: ${PHONE_MAX_WIDTH}px) {
    grid-template-columns: minmax(0, 1fr);
    grid-template-areas: 'chart' 'panel' 'positions' 'book';
    padding-inline: 0;
  }
`;

export const Area = styled.div<{ $area: string }>`
  grid-area: ${({ $area }) => $area};
`;

export const PairsArea = styled(Area)`
  ${pairListFillsColumn}
  @media (max-width: ${PHONE_MAX_WIDTH}px) {
    display: none;
  }
`;

export const ChartArea = styled(Area)`
  display: flex;
  flex-direction: column;
  --chart-inset: ${({ theme }) => theme.space.sm};
  @media (max-width: ${PHONE_MAX_WIDTH}px) {
    --chart-min-height: 320px;
  }
`;

export const PairsButton = styled.button`
  min-block-size: 36px;
  padding: ${({ theme }) => `${theme.space.xs} ${theme.space.sm}`};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surfaceRaised};
  color: ${({ theme }) => theme.colors.text};
  font: inherit;
  cursor: pointer;
  @media (min-width: ${PHONE_MAX_WIDTH + 1}px) {
    display: none;
  }
`;
