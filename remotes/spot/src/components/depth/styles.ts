import styled from 'styled-components';

/** The depth tab's body: the readout above the chart; one tab stop with a visible focus. */
export const DepthFrame = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.xs};
  padding: ${({ theme }) => theme.space.sm};
  border-radius: ${({ theme }) => theme.radii.md};
  &:focus-visible {
    outline: 2px solid ${({ theme }) => theme.colors.focus};
    outline-offset: -2px;
  }
`;

/** Price, cumulative amount and total of the level under the pointer (a polite live region). */
export const Readout = styled.output`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => `0 ${theme.space.md}`};
  min-block-size: 2.6em;
  color: ${({ theme }) => theme.colors.text};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-variant-numeric: tabular-nums;
`;

export const ChartBox = styled.div`
  block-size: 300px;
  inline-size: 100%;
`;
