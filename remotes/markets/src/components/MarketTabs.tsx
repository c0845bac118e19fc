import { useRef, type KeyboardEvent } from 'react';
import styled from 'styled-components';

const List = styled.div`
  display: flex;
  gap: ${({ theme }) => theme.space.xs};
  overflow-x: auto;
  scrollbar-width: thin;
`;

const Tab = styled.button`
  flex: none;
  padding: ${({ theme }) => `${theme.space.sm} ${theme.space.md}`};
  border: 0;
  border-block-end: 2px solid transparent;
  background: transparent;
  color: ${({ theme }) => theme.colors.muted};
  font: inherit;
  cursor: pointer;
  &[aria-selected='true'] {
    color: ${({ theme }) => theme.colors.text};
    border-block-end-color: ${({ theme }) => theme.colors.primary};
    font-weight: 600;
  }
  &:focus-visible {
    outline: 2px solid ${({ theme }) => theme.colors.focus};
  }
`;

export interface TabItem {
  id: string;
  label: string;
}

/**
 * The board's tab bar (WAI-ARIA tabs: roving tabindex, arrow keys follow the reading direction,
 * Home/End). Selection follows focus, as the panel is cheap to show.
 */
export function MarketTabs({
  tabs,
  selected,
  onSelect,
  label,
  panelId,
}: {
  tabs: readonly TabItem[];
  selected: string;
  onSelect: (id: string) => void;
  label: string;
  panelId: string;
}) {
  const refs = useRef(new Map<string, HTMLButtonElement>());
  const move = (event: KeyboardEvent<HTMLDivElement>) => {
    const index = tabs.findIndex((tab) => tab.id === selected);
    const rtl = getComputedStyle(event.currentTarget).direction === 'rtl';
    const forward = rtl ? 'ArrowLeft' : 'ArrowRight';
    const backward = rtl ? 'ArrowRight' : 'ArrowLeft';
    let next = index;
    if (event.key === forward) next = (index + 1) % tabs.length;
    else if (event.key === backward) next = (index - 1 + tabs.length) % tabs.length;
    else if (event.key === 'Home') next = 0;
    else if (event.key === 'End') next = tabs.length - 1;
    else return;
    event.preventDefault();
    const id = tabs[next]?.id;
    if (id === undefined) return;
    onSelect(id);
    refs.current.get(id)?.focus();
  };
  return (
    <List role="tablist" aria-label={label} onKeyDown={move}>
      {tabs.map((tab) => (
        <Tab
          key={tab.id}
          ref={(node) => {
            if (node) refs.current.set(tab.id, node);
            else refs.current.delete(tab.id);
          }}
          type="button"
          role="tab"
          id={`${panelId}-tab-${tab.id}`}
          aria-selected={tab.id === selected}
          aria-controls={panelId}
          tabIndex={tab.id === selected ? 0 : -1}
          onClick={() => onSelect(tab.id)}
        >
          {tab.label}
        </Tab>
      ))}
    </List>
  );
}
