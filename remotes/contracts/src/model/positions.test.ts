import type { LeverPosition } from '@exchange/protocol';
import { leverPosition } from '../testing/fixtures';
import { mergePositionPushes, type PositionsState } from './positions';

const open: PositionsState = {
  rows: [leverPosition({ id: 2, time: 20 }), leverPosition({ id: 1, time: 10 })],
  hazardRate: '500',
  profitsTotal: '3',
};
const filter = { statuses: [0, 1] as const, pair: { legalId: 1, currencyId: 2 } };
const risk = (hazard_rate: string, profits_total: string) => ({ hazard_rate, profits_total });
const trade = (data: LeverPosition[], hazard = '480', profits = '-2') => ({
  kind: 'trade' as const,
  push: { ...risk(hazard, profits), data },
});

describe('mergePositionPushes (spec §4 lever_trade / lever_closed)', () => {
  it('replaces a row lever_trade carries and takes the risk rate and total profit', () => {
    const moved = leverPosition({ id: 1, time: 10, profits: '-5', price: '49000' });
    const next = mergePositionPushes(open, [trade([moved])], filter);
    expect(next.rows.map((row) => [row.id, row.profits])).toEqual([
      [2, '1'],
      [1, '-5'],
    ]);
    expect(next).toMatchObject({ hazardRate: '480', profitsTotal: '-2' });
  });

  it('adds a new position of the pair on top and ignores other pairs and tabs', () => {
    const fresh = leverPosition({ id: 3, time: 30 });
    const elsewhere = leverPosition({ id: 4, time: 40, currency_id: 9 });
    const closed = leverPosition({ id: 5, time: 50, status: 3 });
    const next = mergePositionPushes(open, [trade([fresh, elsewhere, closed])], filter);
    expect(next.rows.map((row) => row.id)).toEqual([3, 2, 1]);
  });

  it('drops the ids lever_closed names, and a row whose status left the tab', () => {
    const next = mergePositionPushes(
      open,
      [
        { kind: 'closed', push: { ...risk('0', '0'), ids: [2], data: [] } },
        trade([leverPosition({ id: 1, status: 2 })], '0', '0'),
      ],
      filter,
    );
    expect(next.rows).toEqual([]);
    expect(next.hazardRate).toBe('0');
  });

  it('keeps the state object when nothing arrived', () => {
    expect(mergePositionPushes(open, [], filter)).toBe(open);
  });
});
