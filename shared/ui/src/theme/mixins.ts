import { css } from 'styled-components';

/** Phone width: the one breakpoint of every layout (pages, cards, tables, forms). */
export const narrowScreen = '@media (max-width: 600px)';

/** Digits of equal width, so prices and amounts in columns line up and do not jitter on update. */
export const tabularNumbers = css`
  font-variant-numeric: tabular-nums;
`;
