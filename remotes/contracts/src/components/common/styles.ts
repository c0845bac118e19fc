import styled from 'styled-components';

/** A panel on the contract page's grid (or a page section). */
export const Panel = styled.section`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.sm};
  padding: ${({ theme }) => theme.space.md};
  min-inline-size: 0;
  h2 {
    margin: 0;
    font-size: ${({ theme }) => theme.fontSizes.md};
  }
`;

/** A label and a figure on one line. */
export const Line = styled.p`
  display: flex;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space.sm};
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-variant-numeric: tabular-nums;
  > span:first-child {
    color: ${({ theme }) => theme.colors.muted};
  }
`;

/** A signed figure in the up or down colour (profit and loss). */
export const Signed = styled.span<{ $sign: -1 | 0 | 1 }>`
  font-variant-numeric: tabular-nums;
  color: ${({ theme, $sign }) =>
    $sign > 0 ? theme.colors.up : $sign < 0 ? theme.colors.down : theme.colors.text};
`;

export const Row = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
`;
