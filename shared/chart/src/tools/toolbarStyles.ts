import styled from 'styled-components';

/** The chart toolbar's pieces: logical properties only, so Arabic and Persian mirror by themselves. */
export const Bar = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space.xs};
  padding-block: ${({ theme }) => theme.space.xs};
`;

/**
 * The toolbar's row: the indicators button and the drawing tools. On a phone it stays one row that
 * scrolls sideways, as the resolution tabs above it do, rather than wrapping into three rows that push
 * the chart down.
 */
export const ToolRow = styled(Bar)`
  @media (max-width: 640px) {
    flex-wrap: nowrap;
    overflow-x: auto;
    /* Room for the focus ring, which the scroller would clip, without moving the buttons. */
    margin-inline: -${({ theme }) => theme.space.xs};
    padding-inline: ${({ theme }) => theme.space.xs};
    > * {
      flex: none;
      flex-wrap: nowrap;
    }
  }
`;

export const Panel = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.xs};
  padding: ${({ theme }) => theme.space.sm};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surfaceRaised};
  color: ${({ theme }) => theme.colors.text};
  p {
    margin: 0;
  }
`;

export const Row = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-end;
  gap: ${({ theme }) => theme.space.sm};
`;

export const SmallLabel = styled.label`
  display: flex;
  flex-direction: column;
  gap: 2px;
  font-size: 0.85em;
  color: ${({ theme }) => theme.colors.muted};
  select {
    min-inline-size: 10em;
  }
`;

export const SmallInput = styled.input`
  inline-size: 6em;
  min-block-size: 36px;
  padding-inline: ${({ theme }) => theme.space.sm};
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.text};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  font: inherit;
  &[aria-invalid='true'] {
    border-color: ${({ theme }) => theme.colors.down};
  }
`;

export const List = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.xs};
  margin: 0;
  padding: 0;
  list-style: none;
`;

export const Item = styled.li`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.xs};
  padding-inline-start: ${({ theme }) => theme.space.sm};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  font-size: 0.85em;
`;

/** A toggle button of the toolbar (aria-pressed shows which tool draws). */
export const ToolButton = styled.button`
  min-block-size: 32px;
  padding-inline: ${({ theme }) => theme.space.sm};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.text};
  font: inherit;
  font-size: 0.85em;
  white-space: nowrap;
  cursor: pointer;
  &[aria-pressed='true'],
  &[aria-expanded='true'] {
    border-color: ${({ theme }) => theme.colors.primary};
    color: ${({ theme }) => theme.colors.primary};
  }
  &:focus-visible {
    outline: 2px solid ${({ theme }) => theme.colors.focus};
    outline-offset: 2px;
  }
`;
