import { css } from 'styled-components';

/** Digits of equal width, so prices and amounts in columns line up and do not jitter on update. */
export const tabularNumbers = css`
  font-variant-numeric: tabular-nums;
`;
