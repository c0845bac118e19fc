import styled from 'styled-components';
import { narrowScreen } from '../../theme/mixins';

export const Bar = styled.header`
  /* On a phone the pair's tooltip hangs from the whole bar, so that it spans the screen. */
  position: relative;
  display: flex;
  flex-wrap: wrap;
  align-items: baseline;
  gap: ${({ theme }) => `${theme.space.sm} ${theme.space.lg}`};
  padding: ${({ theme }) => theme.space.sm};
  font-variant-numeric: tabular-nums;
  dl {
    display: contents;
  }
  dl > div {
    display: flex;
    flex-direction: column;
  }
  dt {
    color: ${({ theme }) => theme.colors.muted};
    font-size: ${({ theme }) => theme.fontSizes.sm};
  }
  dd {
    margin: 0;
  }
`;

export const Pair = styled.h2`
  position: relative;
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.lg};
  &:hover > [role='tooltip'],
  &:focus-within > [role='tooltip'] {
    display: block;
  }
  button {
    all: unset;
    cursor: help;
  }
  ${narrowScreen} {
    position: static;
  }
`;

export const Tip = styled.div`
  display: none;
  position: absolute;
  z-index: ${({ theme }) => theme.zIndex.dropdown};
  inset-block-start: 100%;
  inset-inline-start: 0;
  inline-size: min(320px, 80vw);
  padding: ${({ theme }) => theme.space.md};
  background: ${({ theme }) => theme.colors.surfaceRaised};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  box-shadow: ${({ theme }) => theme.shadow};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-weight: 400;
  white-space: pre-line;
  /* The pair's name sits after the pair-list button there: a tooltip from it ran off the screen. */
  ${narrowScreen} {
    inset-inline: ${({ theme }) => theme.space.sm};
    inline-size: auto;
  }
`;

export const Change = styled.dd<{ $direction: 'up' | 'down' | null }>`
  color: ${({ theme, $direction }) =>
    $direction === 'up' ? theme.colors.up : $direction === 'down' ? theme.colors.down : theme.colors.text};
`;
