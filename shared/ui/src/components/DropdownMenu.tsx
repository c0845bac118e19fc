import { useEffect, useId, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import styled from 'styled-components';

export interface MenuItem {
  id: string;
  label: ReactNode;
  onSelect: () => void;
  /** Marks the current choice (menuitemradio), e.g. the active language. */
  selected?: boolean;
  /** Language names etc.: the item's own language for correct voice and font. */
  lang?: string;
}

export interface DropdownMenuProps {
  /** The visible trigger content, e.g. the current language name or the account icon. */
  label: ReactNode;
  /** Accessible name of the trigger when `label` is not text. */
  'aria-label'?: string;
  items: readonly MenuItem[];
  /** Which edge of the trigger the menu lines up with (logical). */
  align?: 'start' | 'end';
  /** Open on hover as well as click (header menus). */
  openOnHover?: boolean;
}

const Root = styled.div`
  position: relative;
  display: inline-block;
`;

const Trigger = styled.button`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.xs};
  background: none;
  border: 0;
  padding: ${({ theme }) => theme.space.sm};
  color: inherit;
  font: inherit;
  cursor: pointer;
`;

const List = styled.ul<{ $align: 'start' | 'end' }>`
  position: absolute;
  inset-block-start: 100%;
  ${({ $align }) => ($align === 'end' ? 'inset-inline-end: 0;' : 'inset-inline-start: 0;')}
  z-index: ${({ theme }) => theme.zIndex.dropdown};
  min-inline-size: 160px;
  margin: 0;
  padding: ${({ theme }) => theme.space.xs} 0;
  list-style: none;
  background: ${({ theme }) => theme.colors.surfaceRaised};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  box-shadow: ${({ theme }) => theme.shadow};
`;

const Item = styled.li`
  padding: ${({ theme }) => `${theme.space.sm} ${theme.space.lg}`};
  cursor: pointer;
  white-space: nowrap;
  &:hover,
  &:focus {
    background: ${({ theme }) => theme.colors.bg};
    outline: none;
  }
  &[aria-checked='true'] {
    color: ${({ theme }) => theme.colors.primary};
    font-weight: 600;
  }
`;

/**
 * A menu button (WAI-ARIA menu pattern) for the language and account menus: Enter, Space or
 * ArrowDown open it on the first item, arrows move, Enter selects, Esc or Tab close it.
 */
export function DropdownMenu({
  label,
  items,
  align = 'start',
  openOnHover = false,
  ...aria
}: DropdownMenuProps) {
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(0);
  const rootRef = useRef<HTMLDivElement>(null);
  const triggerRef = useRef<HTMLButtonElement>(null);
  const itemRefs = useRef<(HTMLLIElement | null)[]>([]);
  const menuId = useId();
  const radio = items.some((item) => item.selected !== undefined);

  useEffect(() => {
    if (open) itemRefs.current[active]?.focus();
  }, [open, active]);

  useEffect(() => {
    if (!open) return;
    const onPointerDown = (event: Event) => {
      if (!rootRef.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('mousedown', onPointerDown);
    return () => document.removeEventListener('mousedown', onPointerDown);
  }, [open]);

  const openAt = (index: number) => {
    setActive(index);
    setOpen(true);
  };
  const close = (refocus: boolean) => {
    setOpen(false);
    if (refocus) triggerRef.current?.focus();
  };
  const choose = (item: MenuItem) => {
    close(true);
    item.onSelect();
  };

  const onTriggerKeyDown = (event: KeyboardEvent<HTMLButtonElement>) => {
    if (event.key === 'ArrowDown' || event.key === 'Enter' || event.key === ' ') {
      event.preventDefault();
      openAt(
        Math.max(
          0,
          items.findIndex((item) => item.selected),
        ),
      );
    } else if (event.key === 'ArrowUp') {
      event.preventDefault();
      openAt(items.length - 1);
    }
  };

  const onMenuKeyDown = (event: KeyboardEvent<HTMLUListElement>) => {
    const last = items.length - 1;
    const moves: Record<string, number> = {
      ArrowDown: active === last ? 0 : active + 1,
      ArrowUp: active === 0 ? last : active - 1,
      Home: 0,
      End: last,
    };
    if (event.key in moves) {
      event.preventDefault();
      setActive(moves[event.key]!);
    } else if (event.key === 'Escape') {
      event.preventDefault();
      close(true);
    } else if (event.key === 'Tab') {
      close(false);
    } else if (event.key === 'Enter' || event.key === ' ') {
      event.preventDefault();
      const item = items[active];
      if (item) choose(item);
    }
  };

  return (
    <Root
      ref={rootRef}
      onMouseEnter={openOnHover ? () => setOpen(true) : undefined}
      onMouseLeave={openOnHover ? () => setOpen(false) : undefined}
    >
      <Trigger
        ref={triggerRef}
        type="button"
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={open ? menuId : undefined}
        onClick={() =>
          open
            ? close(false)
            : openAt(
                Math.max(
                  0,
                  items.findIndex((item) => item.selected),
                ),
              )
        }
        onKeyDown={onTriggerKeyDown}
        {...aria}
      >
        {label}
        <span aria-hidden="true">▾</span>
      </Trigger>
      {open && (
        <List id={menuId} role="menu" $align={align} onKeyDown={onMenuKeyDown}>
          {items.map((item, index) => (
            <Item
              key={item.id}
              ref={(el) => {
                itemRefs.current[index] = el;
              }}
              role={radio ? 'menuitemradio' : 'menuitem'}
              aria-checked={radio ? Boolean(item.selected) : undefined}
              lang={item.lang}
              tabIndex={index === active ? 0 : -1}
              onClick={() => choose(item)}
              onMouseEnter={() => setActive(index)}
            >
              {item.label}
            </Item>
          ))}
        </List>
      )}
    </Root>
  );
}
