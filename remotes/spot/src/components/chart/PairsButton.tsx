import type { ReactNode } from 'react';
import styled from 'styled-components';
import { PHONE_MAX_WIDTH } from '../dealCenterLayout';

/** Only on a phone, where the pair list is not on the page (dealCenterLayout.ts PHONE_MAX_WIDTH). */
const Button = styled.button`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.xs};
  align-self: center;
  min-block-size: 36px;
  padding: ${({ theme }) => `${theme.space.xs} ${theme.space.sm}`};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surfaceRaised};
  color: ${({ theme }) => theme.colors.text};
  font: inherit;
  cursor: pointer;
  @media (min-width: ${PHONE_MAX_WIDTH + 1}px) {
    display: none;
  }
  &:focus-visible {
    outline: 2px solid ${({ theme }) => theme.colors.focus};
    outline-offset: 2px;
  }
`;

/** The top bar's Pairs button: opens the pair list sheet (a dialog) on a phone. */
export function PairsButton({
  onClick,
  expanded,
  children,
}: {
  onClick: () => void;
  expanded: boolean;
  children: ReactNode;
}) {
  return (
    <Button type="button" aria-haspopup="dialog" aria-expanded={expanded} onClick={onClick}>
      <svg width="16" height="16" viewBox="0 0 16 16" aria-hidden="true" fill="currentColor">
        <rect x="1" y="3" width="14" height="2" rx="1" />
        <rect x="1" y="7" width="14" height="2" rx="1" />
        <rect x="1" y="11" width="14" height="2" rx="1" />
      </svg>
      {children}
    </Button>
  );
}
