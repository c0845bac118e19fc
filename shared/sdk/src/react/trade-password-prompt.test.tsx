import { act, renderHook } from '@testing-library/react';
import { DELAY_MS } from '../format/intervals';
import { useTradePasswordPrompt } from './trade-password-prompt';

describe('useTradePasswordPrompt', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('opens the prompt 1 s after a `not` answer, never before, and points yes at /bindmpwd', () => {
    const { result } = renderHook(() => useTradePasswordPrompt());
    act(() => result.current.start());
    act(() => jest.advanceTimersByTime(DELAY_MS.bindTradePasswordPrompt - 1));
    expect(result.current.open).toBe(false);
    act(() => jest.advanceTimersByTime(1));
    expect(result.current.open).toBe(true);
    expect(result.current.bindPath).toBe('/bindmpwd');
    act(() => result.current.close());
    expect(result.current.open).toBe(false);
  });

  it('does not open when closed before the delay ran out (the user moved on)', () => {
    const { result } = renderHook(() => useTradePasswordPrompt());
    act(() => result.current.start());
    act(() => result.current.close());
    act(() => jest.advanceTimersByTime(DELAY_MS.bindTradePasswordPrompt * 2));
    expect(result.current.open).toBe(false);
  });
});
