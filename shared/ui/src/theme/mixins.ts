import { css } from 'styled-components';

/** Phone width: the one breakpoint of every layout (pages, cards, tables, forms). */
export const narrowScreen = '@media (max-width: 600px)';

/**
 * The trading pages' grid (the deal centre, the contract page): one column up to `phone`, the chart
 * across the top up to `tablet`, the pair list as the first column above that.
 */
export const tradingLayoutWidths = { phone: 700, tablet: 1200 } as const;

/** Digits of equal width, so prices and amounts in columns line up and do not jitter on update. */
export const tabularNumbers = css`
  font-variant-numeric: tabular-nums;
`;
