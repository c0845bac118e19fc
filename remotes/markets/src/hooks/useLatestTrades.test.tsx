import { act, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { SdkProvider } from '@exchange/sdk';
import { createTestSdk, manualFrames } from '@exchange/sdk/testing';
import { matchTradePush } from '../testing/fixtures';
import { goOnline } from '../testing/render';
import { useLatestTrades } from './useLatestTrades';

describe('useLatestTrades', () => {
  it('takes every match_trade push of a frame in one render, none before the frame', async () => {
    const test = createTestSdk();
    const frames = manualFrames();
    const wrapper = ({ children }: { children?: ReactNode }) => (
      <SdkProvider sdk={test.sdk}>{children}</SdkProvider>
    );
    let renders = 0;
    const { result } = renderHook(
      () => {
        renders += 1;
        return useLatestTrades({ schedule: frames.schedule });
      },
      { wrapper },
    );
    const socket = await goOnline(test);
    expect(socket.emitted).toContainEqual({
      event: 'subscribe',
      payload: { topics: [{ channel: 'latest_trades' }] },
    });
    const before = renders;
    act(() => {
      for (let i = 1; i <= 11; i += 1) socket.push('match_trade', matchTradePush('buy', String(i)));
      socket.push('match_trade', matchTradePush('sell', '99'));
      socket.push('match_trade', { type: 'match_trade', data: 'garbage' });
    });
    expect(result.current.buys).toEqual([]);
    act(() => frames.frame());
    expect(renders - before).toBe(1);
    expect(result.current.buys.map((trade) => trade.price)).toEqual(['11', '10', '9', '8', '7']);
    expect(result.current.sells.map((trade) => trade.price)).toEqual(['99']);
  });
});
