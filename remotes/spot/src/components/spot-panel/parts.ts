import styled from 'styled-components';

/** The spot panel's frame and its lines (spec §2 Spot panel). */
export const Panel = styled.section`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.md};
  padding: ${({ theme }) => theme.space.md};
`;

export const Form = styled.form`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.sm};
  label {
    color: ${({ theme }) => theme.colors.muted};
    font-size: ${({ theme }) => theme.fontSizes.sm};
  }
`;

/** A label and a figure on one line (total, available). */
export const Line = styled.p`
  display: flex;
  justify-content: space-between;
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-variant-numeric: tabular-nums;
  span:first-child {
    color: ${({ theme }) => theme.colors.muted};
  }
`;

export const Guest = styled.p`
  margin: 0;
  text-align: center;
  a {
    color: ${({ theme }) => theme.colors.primary};
    font-weight: 600;
  }
`;

/** A short note under a field (the time in force's meaning, the last price beside a trigger). */
export const Hint = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.muted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

/** The ids the labels point at (one panel per page). */
export const PRICE_FIELD = 'spot-price';
export const AMOUNT_FIELD = 'spot-amount';
export const TRIGGER_FIELD = 'spot-trigger';
export const STOP_LIMIT_FIELD = 'spot-stop-limit';
export const TIME_IN_FORCE_FIELD = 'spot-time-in-force';

/** The input of each field a failed check points at (focused, marked invalid). */
export const FIELD_IDS = {
  price: PRICE_FIELD,
  amount: AMOUNT_FIELD,
  trigger: TRIGGER_FIELD,
  stopLimit: STOP_LIMIT_FIELD,
} as const;

/** The panel's foot: the keyboard help button, at the end. */
export const Foot = styled.div`
  display: flex;
  justify-content: flex-end;
`;

/**
 * The order-type tabs: three in a column about 270 px wide, in every language. Smaller type and
 * padding than the ui default, and a second line rather than a scrolled-away tab when a language's
 * labels still do not fit.
 */
export const ModeTabs = styled.div`
  [role='tablist'] {
    flex-wrap: wrap;
  }
  [role='tab'] {
    flex: 1 1 auto;
    padding-inline: ${({ theme }) => theme.space.sm};
    font-size: ${({ theme }) => theme.fontSizes.sm};
  }
`;
