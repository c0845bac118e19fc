import { useEffect, useId, useRef, useState, type ReactNode } from 'react';
import styled from 'styled-components';

const Wrapper = styled.div`
  position: relative;
`;

const Trigger = styled.button`
  display: inline-flex;
  align-items: center;
  gap: 4px;
  padding: 6px 10px;
  border: 0;
  border-radius: ${({ theme }) => theme.radii.md};
  background: transparent;
  color: inherit;
  font: inherit;
  cursor: pointer;
  &:hover,
  &[aria-expanded='true'] {
    background: ${({ theme }) => theme.colors.surfaceRaised};
  }
  &[aria-current='true'] {
    color: ${({ theme }) => theme.colors.primary};
  }
`;

const List = styled.div<{ $align: 'start' | 'end' }>`
  position: absolute;
  ${({ $align }) => ($align === 'start' ? 'inset-inline-start: 0;' : 'inset-inline-end: 0;')}
  inset-block-start: calc(100% + 4px);
  z-index: ${({ theme }) => theme.zIndex.dropdown};
  min-inline-size: 180px;
  max-block-size: 70vh;
  overflow-y: auto;
  padding: 4px 0;
  background: ${({ theme }) => theme.colors.surfaceRaised};
  color: ${({ theme }) => theme.colors.text};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.lg};
  box-shadow: ${({ theme }) => theme.shadow};
  & > a,
  & > button {
    display: block;
    inline-size: 100%;
    padding: 8px 16px;
    border: 0;
    background: none;
    color: inherit;
    font: inherit;
    text-align: start;
    text-decoration: none;
    cursor: pointer;
  }
  & > a:hover,
  & > button:hover,
  & > a:focus-visible,
  & > button:focus-visible {
    background: ${({ theme }) => theme.colors.bg};
  }
  & > [aria-current='true'],
  & > [aria-current='page'] {
    font-weight: 600;
    color: ${({ theme }) => theme.colors.primary};
  }
`;

export interface MenuProps {
  label: ReactNode;
  /** Accessible name when the label is an icon or a value. */
  ariaLabel?: string;
  /** Items: links or buttons with role="menuitem"; a click on one closes the menu. */
  children: ReactNode;
  onOpen?: () => void;
  testId?: string;
  /** Which edge of the trigger the list lines up with (nav menus: start; tools at the end: end). */
  align?: 'start' | 'end';
  /** The page shown belongs to this menu: the trigger carries aria-current (the section is marked). */
  current?: boolean;
}

/** A small accessible dropdown menu (header: nav groups, account, app download). */
export function Menu({ label, ariaLabel, children, onOpen, testId, align = 'end', current }: MenuProps) {
  const [open, setOpen] = useState(false);
  const id = useId();
  const wrapper = useRef<HTMLDivElement>(null);
  const trigger = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    if (!open) return;
    const first = wrapper.current?.querySelector<HTMLElement>('[role="menuitem"]');
    first?.focus();
    const onPointer = (event: MouseEvent) => {
      if (!wrapper.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('mousedown', onPointer);
    return () => document.removeEventListener('mousedown', onPointer);
  }, [open]);

  const onKeyDown = (event: React.KeyboardEvent) => {
    if (event.key === 'Escape') {
      setOpen(false);
      trigger.current?.focus();
      return;
    }
    const items = [...(wrapper.current?.querySelectorAll<HTMLElement>('[role="menuitem"]') ?? [])];
    if (items.length === 0) return;
    const index = items.indexOf(document.activeElement as HTMLElement);
    const next = {
      ArrowDown: (index + 1) % items.length,
      ArrowUp: (index - 1 + items.length) % items.length,
      Home: 0,
      End: items.length - 1,
    }[event.key];
    if (next === undefined) return;
    event.preventDefault();
    items[next]?.focus();
  };

  // Tabbing out of an open menu closes it (the trigger stays where focus left it).
  const onBlur = (event: React.FocusEvent) => {
    if (open && !wrapper.current?.contains(event.relatedTarget as Node | null)) setOpen(false);
  };

  return (
    <Wrapper ref={wrapper} onKeyDown={onKeyDown} onBlur={onBlur} data-testid={testId}>
      <Trigger
        ref={trigger}
        type="button"
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={id}
        aria-label={ariaLabel}
        aria-current={current ? 'true' : undefined}
        onClick={() => {
          if (!open) onOpen?.();
          setOpen(!open);
        }}
      >
        {label}
        <span aria-hidden="true">▾</span>
      </Trigger>
      {open && (
        <List id={id} role="menu" $align={align} onClick={() => setOpen(false)}>
          {children}
        </List>
      )}
    </Wrapper>
  );
}
