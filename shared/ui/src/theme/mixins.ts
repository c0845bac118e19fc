import { css } from 'styled-components';

/** Phone width: the one breakpoint of every layout (pages, cards, tables, forms). */
export const narrowScreen = '@media (max-width: 600px)';

/**
 * The trading pages' grid (the deal centre, the contract page): one column up to `phone`, the chart
 * across the top up to `tablet`, the pair list as the first column above that.
 */
export const tradingLayoutWidths = { phone: 700, tablet: 1200 } as const;

/**
 * Read by screen readers, not shown: the one recipe for every app's hidden headings, captions,
 * labels and live regions. Give it a positioned container inside a scrolling box: placed absolutely,
 * it otherwise sits against the page and can widen it.
 */
export const visuallyHidden = css`
  position: absolute;
  inline-size: 1px;
  block-size: 1px;
  margin: -1px;
  padding: 0;
  overflow: hidden;
  clip-path: inset(50%);
  white-space: nowrap;
  border: 0;
`;

/** Digits of equal width, so prices and amounts in columns line up and do not jitter on update. */
export const tabularNumbers = css`
  font-variant-numeric: tabular-nums;
`;
