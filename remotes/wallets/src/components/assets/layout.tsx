import { narrowScreen } from '@exchange/ui';
import styled from 'styled-components';

/** The frame of every asset screen (shared with the other remotes) and the small pieces their panels share. */
export { Page, Card, Muted } from '@exchange/ui';

export const CardHead = styled.div`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space.sm};
  flex-wrap: wrap;
`;

export const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.xs};
  /* In a table row the actions stay on one line (rows stay short); on a phone, one under another,
     so that they fit beside the balance instead of behind a sideways scroll. */
  td & {
    flex-wrap: nowrap;
    white-space: nowrap;
  }
  ${narrowScreen} {
    td & {
      flex-direction: column;
      align-items: stretch;
    }
  }
`;

export const Figure = styled.p`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.xl};
  font-variant-numeric: tabular-nums;
  font-weight: 600;
  span {
    display: block;
    font-size: ${({ theme }) => theme.fontSizes.sm};
    font-weight: 400;
    color: ${({ theme }) => theme.colors.muted};
  }
`;

export const Form = styled.form`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.md};
  max-inline-size: 520px;
`;

/** Label/value lines (fee, amount received, bank card...). */
export const Facts = styled.dl`
  display: grid;
  grid-template-columns: max-content 1fr;
  gap: ${({ theme }) => `${theme.space.xs} ${theme.space.lg}`};
  margin: 0;
  dt {
    color: ${({ theme }) => theme.colors.muted};
  }
  dd {
    margin: 0;
    font-variant-numeric: tabular-nums;
    overflow-wrap: anywhere;
  }
`;

export const EmptyNote = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.muted};
`;
