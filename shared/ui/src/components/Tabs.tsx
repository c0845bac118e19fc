import { useId, useRef, type KeyboardEvent, type ReactNode } from 'react';
import styled from 'styled-components';
import { isRtlElement } from './direction';

export interface TabItem<T extends string = string> {
  value: T;
  label: ReactNode;
  disabled?: boolean;
}

export interface TabsProps<T extends string = string> {
  items: readonly TabItem<T>[];
  value: T;
  onChange: (value: T) => void;
  /** Names the tab list for screen readers, e.g. "Market groups". */
  'aria-label': string;
  /** The selected tab's panel; omitted when the caller renders the content elsewhere. */
  children?: ReactNode;
  variant?: 'line' | 'pill';
}

const List = styled.div<{ $variant: 'line' | 'pill' }>`
  display: flex;
  gap: ${({ theme }) => theme.space.xs};
  border-block-end: ${({ theme, $variant }) => ($variant === 'line' ? `1px solid ${theme.colors.border}` : 'none')};
  overflow-x: auto;
`;

const Tab = styled.button<{ $variant: 'line' | 'pill' }>`
  appearance: none;
  background: transparent;
  border: 0;
  border-block-end: 2px solid transparent;
  border-radius: ${({ theme, $variant }) => ($variant === 'pill' ? theme.radii.md : 0)};
  padding: ${({ theme }) => `${theme.space.sm} ${theme.space.md}`};
  color: ${({ theme }) => theme.colors.muted};
  font: inherit;
  cursor: pointer;
  white-space: nowrap;
  &[aria-selected='true'] {
    color: ${({ theme }) => theme.colors.text};
    font-weight: 600;
    border-block-end-color: ${({ theme, $variant }) => ($variant === 'line' ? theme.colors.primary : 'transparent')};
    background: ${({ theme, $variant }) => ($variant === 'pill' ? theme.colors.surfaceRaised : 'transparent')};
  }
  &:disabled {
    opacity: 0.5;
    cursor: not-allowed;
  }
`;

/**
 * WAI-ARIA tabs with a roving tabindex: one Tab stop for the whole list, arrows (mirrored in RTL),
 * Home and End move and select (selection follows focus).
 */
export function Tabs<T extends string>({
  items,
  value,
  onChange,
  children,
  variant = 'line',
  ...aria
}: TabsProps<T>) {
  const baseId = useId();
  const listRef = useRef<HTMLDivElement>(null);
  const enabled = items.filter((item) => !item.disabled);
  const tabId = (v: T) => `${baseId}-tab-${v}`;
  const panelId = `${baseId}-panel`;

  const select = (next: TabItem<T> | undefined) => {
    if (!next) return;
    onChange(next.value);
    listRef.current?.querySelector<HTMLElement>(`[id="${tabId(next.value)}"]`)?.focus();
  };

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const index = enabled.findIndex((item) => item.value === value);
    const forward = isRtlElement(listRef.current) ? 'ArrowLeft' : 'ArrowRight';
    const backward = forward === 'ArrowRight' ? 'ArrowLeft' : 'ArrowRight';
    let next: TabItem<T> | undefined;
    if (event.key === forward) next = enabled[(index + 1) % enabled.length];
    else if (event.key === backward) next = enabled[(index - 1 + enabled.length) % enabled.length];
    else if (event.key === 'Home') next = enabled[0];
    else if (event.key === 'End') next = enabled[enabled.length - 1];
    else return;
    event.preventDefault();
    select(next);
  };

  return (
    <>
      <List ref={listRef} role="tablist" $variant={variant} onKeyDown={onKeyDown} {...aria}>
        {items.map((item) => {
          const selected = item.value === value;
          return (
            <Tab
              key={item.value}
              id={tabId(item.value)}
              type="button"
              role="tab"
              $variant={variant}
              aria-selected={selected}
              aria-controls={children !== undefined ? panelId : undefined}
              tabIndex={selected ? 0 : -1}
              disabled={item.disabled}
              onClick={() => onChange(item.value)}
            >
              {item.label}
            </Tab>
          );
        })}
      </List>
      {children !== undefined && (
        <div role="tabpanel" id={panelId} aria-labelledby={tabId(value)} tabIndex={0}>
          {children}
        </div>
      )}
    </>
  );
}
