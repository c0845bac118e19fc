import styled from 'styled-components';
import { narrowScreen } from '../theme/mixins';

/**
 * The frame of a remote's page: centred, at most 1200px wide, a column of cards. Wide content
 * (tables) never widens the page: it scrolls inside it on a phone.
 */
export const Page = styled.section`
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
  ${narrowScreen} {
    padding: ${({ theme }) => theme.space.sm};
  }
`;

/** A bordered panel of a page (a `section`; render it `as="div"` where it is no landmark). */
export const Card = styled.section`
  background: ${({ theme }) => theme.colors.surface};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.lg};
  padding: ${({ theme }) => theme.space.lg};
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.md};
  min-inline-size: 0;
  h2 {
    margin: 0;
    font-size: ${({ theme }) => theme.fontSizes.lg};
  }
  ${narrowScreen} {
    padding: ${({ theme }) => theme.space.md};
  }
`;

/** A secondary line of small, muted text. */
export const Muted = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.muted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;
