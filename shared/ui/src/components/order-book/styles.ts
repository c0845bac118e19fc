import styled from 'styled-components';

export const Section = styled.section`
  display: flex;
  flex-direction: column;
  min-inline-size: 0;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-variant-numeric: tabular-nums;
`;

export const Header = styled.div`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space.sm};
  padding: ${({ theme }) => theme.space.sm};
  h2 {
    margin: 0;
    font-size: ${({ theme }) => theme.fontSizes.md};
  }
  select {
    font: inherit;
    background: ${({ theme }) => theme.colors.surface};
    color: ${({ theme }) => theme.colors.text};
    border: 1px solid ${({ theme }) => theme.colors.border};
    border-radius: ${({ theme }) => theme.radii.sm};
  }
`;

export const Columns = styled.div`
  display: grid;
  grid-template-columns: 1fr 1fr 1fr;
  padding: 2px ${({ theme }) => theme.space.sm};
  color: ${({ theme }) => theme.colors.muted};
  span + span {
    text-align: end;
  }
`;

/*
 * Rows are plain elements styled from their list: a styled component per row would re-run its
 * style functions and hash its CSS on every render, which is most of the script cost at 1,000
 * pushes a second. The depth bar is a child scaled with a transform (no layout).
 */
export const List = styled.ol<{ $side: 'bid' | 'ask' }>`
  list-style: none;
  margin: 0;
  padding: 0;
  /* A book update re-lays out only the book, never the page around it. */
  contain: layout paint;
  .level {
    position: relative;
    display: grid;
    grid-template-columns: 1fr 1fr 1fr;
    inline-size: 100%;
    block-size: 22px;
    align-items: center;
    padding: 2px ${({ theme }) => theme.space.sm};
    color: ${({ theme }) => theme.colors.text};
    cursor: pointer;
  }
  .level:hover,
  .level:focus-within {
    background: ${({ theme }) => theme.colors.surfaceRaised};
  }
  .level > span {
    text-align: end;
  }
  /*
   * The price is the button (its name "Use price 1.23" contains its visible text, WCAG 2.5.3); its
   * ::after stretches over the row, so a click anywhere on the level still picks the price.
   */
  .pick {
    padding: 0;
    border: 0;
    background: transparent;
    font: inherit;
    text-align: start;
    cursor: pointer;
    color: ${({ theme, $side }) => ($side === 'bid' ? theme.colors.up : theme.colors.down)};
  }
  .pick::after {
    content: '';
    position: absolute;
    inset: 0;
  }
  .pick:focus-visible {
    outline: none;
  }
  .pick:focus-visible::after {
    outline: 2px solid ${({ theme }) => theme.colors.focus};
    outline-offset: -2px;
  }
  .bar {
    position: absolute;
    inset-block: 0;
    inset-inline-end: 0;
    inline-size: 100%;
    transform-origin: right;
    background: ${({ theme, $side }) => ($side === 'bid' ? theme.colors.up : theme.colors.down)};
    opacity: 0.12;
    pointer-events: none;
  }
  [dir='rtl'] & .bar {
    transform-origin: left;
  }
`;

export const Last = styled.div`
  padding: ${({ theme }) => theme.space.sm};
  font-size: ${({ theme }) => theme.fontSizes.lg};
  font-weight: 600;
  border-block: 1px solid ${({ theme }) => theme.colors.border};
`;

export const Empty = styled.p`
  margin: 0;
  padding: ${({ theme }) => theme.space.md} ${({ theme }) => theme.space.sm};
  color: ${({ theme }) => theme.colors.muted};
  text-align: center;
`;

export const More = styled.button`
  align-self: center;
  margin: ${({ theme }) => theme.space.xs};
  border: 0;
  background: transparent;
  color: ${({ theme }) => theme.colors.primary};
  font: inherit;
  cursor: pointer;
`;
