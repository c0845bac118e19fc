import { Card as UiCard } from '@exchange/ui';
import { Link } from 'react-router-dom';
import styled from 'styled-components';

/** The frame of every earn page (shared with the other remotes) and the small pieces their panels share. */
export { Page, Muted } from '@exchange/ui';

/** The shared card; earn's panels title their parts with h3 too. */
export const Card = styled(UiCard)`
  h3 {
    margin: 0;
    font-size: ${({ theme }) => theme.fontSizes.lg};
  }
`;

/** Label/value lines: `<Facts><div><dt/><dd/></div></Facts>`. */
export const Facts = styled.dl`
  margin: 0;
  display: grid;
  gap: ${({ theme }) => theme.space.sm};
  div {
    display: flex;
    justify-content: space-between;
    align-items: center;
    gap: ${({ theme }) => theme.space.md};
  }
  dt {
    color: ${({ theme }) => theme.colors.muted};
  }
  dd {
    margin: 0;
    font-variant-numeric: tabular-nums;
    text-align: end;
    overflow-wrap: anywhere;
  }
`;

export const Centered = styled.div`
  display: flex;
  justify-content: center;
  padding: ${({ theme }) => theme.space.lg};
  color: ${({ theme }) => theme.colors.muted};
`;

/** A small rounded label (status badges, the "example" tag). */
export const Badge = styled.span<{ $tone?: 'primary' | 'up' | 'down' | 'muted' | 'warning' }>`
  display: inline-block;
  padding: 2px ${({ theme }) => theme.space.sm};
  border-radius: ${({ theme }) => theme.radii.round};
  border: 1px solid currentColor;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  white-space: nowrap;
  /* On its own surface: the warning tone reaches 4.5:1 there, not on the page background. */
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme, $tone = 'primary' }) => theme.colors[$tone]};
`;

/** One part of a side panel (results, the user's order, placement): its heading, then its lines. */
export const PanelSection = styled.section`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.sm};
  & + & {
    border-block-start: 1px solid ${({ theme }) => theme.colors.border};
    padding-block-start: ${({ theme }) => theme.space.md};
  }
`;

export const TextLink = styled(Link)`
  color: ${({ theme }) => theme.colors.primary};
`;
