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

/** The ids the labels point at (one panel per page). */
export const PRICE_FIELD = 'spot-price';
export const AMOUNT_FIELD = 'spot-amount';
