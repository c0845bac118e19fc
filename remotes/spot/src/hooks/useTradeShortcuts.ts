import { useEffect, useRef, type KeyboardEvent as ReactKeyboardEvent, type RefObject } from 'react';

/** What the deal centre's order shortcuts do (issue 26 item 5). */
export interface TradeShortcutActions {
  focusAmount: () => void;
  buy: () => void;
  sell: () => void;
  help: () => void;
}

/**
 * Alt+Shift+<key> (Option+Shift on a Mac), by physical key so any keyboard layout works. Never with
 * Ctrl or ⌘: screen readers' commands use those (VoiceOver's Ctrl+Option, NVDA/JAWS with Ctrl).
 */
export const TRADE_SHORTCUTS = { focusAmount: 'KeyA', buy: 'KeyB', sell: 'KeyS' } as const;

/** Keys screen readers use as their own modifier (NVDA, JAWS: Insert; NVDA optionally Caps Lock). */
const SCREEN_READER_KEYS = new Set(['Insert', 'CapsLock']);

const TEXT_INPUT_TYPES = new Set(['text', 'search', 'email', 'password', 'tel', 'url', 'number', '']);

/** A control where typed keys are text: a shortcut there would eat a character. */
export function isTextEntry(target: EventTarget | null): boolean {
  if (!(target instanceof HTMLElement)) return false;
  if (target.isContentEditable || target instanceof HTMLTextAreaElement) return true;
  if (target instanceof HTMLSelectElement) return true;
  return target instanceof HTMLInputElement && TEXT_INPUT_TYPES.has(target.type);
}

/**
 * The order panel's keyboard shortcuts (WCAG 2.1.4: no single-key shortcut outside the focused panel):
 * - Alt+Shift+A / B / S anywhere on the page: focus the amount, switch to buy, switch to sell. Not in
 *   another screen's text field (it would eat a character); in the panel's own number fields they work
 *   (those take only digits). Not while a screen reader's modifier key is held.
 * - "?" with focus in the panel and outside a text field: the help dialog. Returned as the panel's
 *   `onKeyDown`.
 */
export function useTradeShortcuts(panel: RefObject<HTMLElement | null>, actions: TradeShortcutActions) {
  const latest = useRef(actions);
  latest.current = actions;
  const screenReaderKeyHeld = useRef(false);

  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (SCREEN_READER_KEYS.has(event.key)) screenReaderKeyHeld.current = true;
      if (event.defaultPrevented || event.isComposing || screenReaderKeyHeld.current) return;
      if (!event.altKey || !event.shiftKey || event.ctrlKey || event.metaKey) return;
      const action = (Object.keys(TRADE_SHORTCUTS) as (keyof typeof TRADE_SHORTCUTS)[]).find(
        (name) => TRADE_SHORTCUTS[name] === event.code,
      );
      if (!action) return;
      if (isTextEntry(event.target) && !panel.current?.contains(event.target as Node)) return;
      event.preventDefault();
      latest.current[action]();
    };
    const onKeyUp = (event: KeyboardEvent) => {
      if (SCREEN_READER_KEYS.has(event.key)) screenReaderKeyHeld.current = false;
    };
    const reset = () => (screenReaderKeyHeld.current = false);
    document.addEventListener('keydown', onKeyDown);
    document.addEventListener('keyup', onKeyUp);
    window.addEventListener('blur', reset);
    return () => {
      document.removeEventListener('keydown', onKeyDown);
      document.removeEventListener('keyup', onKeyUp);
      window.removeEventListener('blur', reset);
    };
  }, [panel]);

  /** The panel's own single-key shortcut: "?" for help. */
  return (event: ReactKeyboardEvent<HTMLElement>) => {
    if (event.key !== '?' || event.altKey || event.ctrlKey || event.metaKey) return;
    if (screenReaderKeyHeld.current || isTextEntry(event.target)) return;
    event.preventDefault();
    latest.current.help();
  };
}
