import styled from 'styled-components';

/**
 * The Seconds page grid (spec §2): the pair strip across the top, the chart beside the order panel,
 * the order lists below. Phone: one column, the chart first at a usable height.
 */
export const SecondsGrid = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.sm};
  padding: ${({ theme }) => theme.space.sm};
  grid-template-columns: minmax(0, 3fr) minmax(280px, 1fr);
  grid-template-areas: 'strip strip' 'chart panel' 'orders orders';
  > * {
    background: ${({ theme }) => theme.colors.surface};
    border-radius: ${({ theme }) => theme.radii.md};
    min-inline-size: 0;
  }
  @media (max-width: 900px) {
    grid-template-columns: minmax(0, 1fr);
    grid-template-areas: 'strip' 'chart' 'panel' 'orders';
    padding-inline: 0;
  }
`;

export const Area = styled.div<{ $area: string }>`
  grid-area: ${({ $area }) => $area};
`;

export const ChartArea = styled(Area)`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.sm};
  padding: ${({ theme }) => theme.space.sm};
  @media (max-width: 900px) {
    --chart-min-height: 320px;
  }
`;

/** The chart's heading line; a settled order's result flashes beside the title. */
export const ChartHead = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space.sm};
  min-block-size: 40px;
  h1 {
    margin: 0;
    font-size: ${({ theme }) => theme.fontSizes.lg};
  }
`;
