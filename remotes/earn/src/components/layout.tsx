import { Link } from 'react-router-dom';
import styled from 'styled-components';

/** The frame of every earn page and the small pieces their panels share. */
export const Page = styled.section`
  /* Wide content (tables) never widens the page: it scrolls inside it on a phone. */
  contain: inline-size;
  max-inline-size: 1200px;
  margin: 0 auto;
  padding: ${({ theme }) => theme.space.lg};
  color: ${({ theme }) => theme.colors.text};
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.lg};
  h1 {
    margin: 0;
    font-size: ${({ theme }) => theme.fontSizes.xl};
  }
  @media (max-width: 600px) {
    padding: ${({ theme }) => theme.space.sm};
  }
`;

export const Card = styled.section`
  background: ${({ theme }) => theme.colors.surface};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.lg};
  padding: ${({ theme }) => theme.space.lg};
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.md};
  min-inline-size: 0;
  h2,
  h3 {
    margin: 0;
    font-size: ${({ theme }) => theme.fontSizes.lg};
  }
  @media (max-width: 600px) {
    padding: ${({ theme }) => theme.space.md};
  }
`;

export const Muted = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.muted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
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
