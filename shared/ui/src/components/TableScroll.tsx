import type { ReactNode } from 'react';
import styled from 'styled-components';

const Region = styled.div`
  overflow-x: auto;
  max-inline-size: 100%;
  /* Cells on one line: a row stays one line high and the table scrolls sideways on a phone. */
  th,
  td {
    white-space: nowrap;
  }
`;

export interface TableScrollProps {
  /** The region's name, usually the table's caption. */
  label: string;
  children: ReactNode;
}

/**
 * A wide table's sideways-scrolling area on a phone. Focusable and named, so a keyboard user can reach
 * and scroll it (axe scrollable-region-focusable, WCAG 2.1.1).
 */
export function TableScroll({ label, children }: TableScrollProps) {
  return (
    <Region tabIndex={0} role="region" aria-label={label}>
      {children}
    </Region>
  );
}
