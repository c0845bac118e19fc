import { screen, within } from '@testing-library/react';
import userEventLibrary from '@testing-library/user-event';
import { LogList } from './LogList';
import { renderPage } from '../../testing/render';
import { walletServer } from '../../testing/walletServer';
import { logEntry } from '../../testing/fixtures';

// No delay between keystrokes: the machine is shared, typing must not eat the test's time.
const userEvent = userEventLibrary.setup({ delay: null });
jest.setTimeout(20_000);

describe('LogList', () => {
  it('shows value, translated info and time, and exports the rows as CSV with decimals kept as sent', async () => {
    const test = walletServer({ log: [logEntry(1, { value: '-5.10000000', info: 'ledger.withdrawFee' })] });
    await renderPage(<LogList type="change" currency={1} title="Record of USDT" fileName="USDT-records" />, {
      test,
    });
    const table = await screen.findByRole('table', { name: 'Record of USDT' });
    const row = (await within(table).findByText('-5.10000000 USDT')).closest('tr') as HTMLElement;
    expect(within(row).getByText('Withdrawal fee')).toBeInTheDocument();
    expect(within(row).getByText('2026-11-23 12:00:00')).toBeInTheDocument();

    const blobs: Blob[] = [];
    const createObjectURL = jest.fn((blob: Blob) => {
      blobs.push(blob);
      return 'blob:csv';
    });
    Object.assign(URL, { createObjectURL, revokeObjectURL: jest.fn() });
    const click = jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
    await userEvent.click(screen.getByRole('button', { name: 'Export CSV: Record of USDT' }));
    expect(click).toHaveBeenCalledTimes(1);
    const bytes = await new Promise<Uint8Array>((resolve) => {
      const reader = new FileReader();
      reader.onload = () => resolve(new Uint8Array(reader.result as ArrayBuffer));
      reader.readAsArrayBuffer(blobs[0]!);
    });
    // A UTF-8 byte-order mark first, so spreadsheets read non-Latin names right.
    expect(Array.from(bytes.slice(0, 3))).toEqual([0xef, 0xbb, 0xbf]);
    const text = new TextDecoder().decode(bytes.slice(3));
    expect(text).toBe(
      'Currency,Amount,Balance,Details,Time\r\nUSDT,-5.10000000,Available,Withdrawal fee,2026-11-23 12:00:00\r\n',
    );
  });

  it('names the side each row moved, so a freeze reads as available out and frozen in', async () => {
    const freeze = { info: 'ledger.spotLock', account: 'change' as const };
    const test = walletServer({
      log: [
        logEntry(1, { ...freeze, value: '-100', locked: 0 }),
        logEntry(2, { ...freeze, value: '100', locked: 1 }),
      ],
    });
    await renderPage(<LogList type="change" currency={1} title="Record of USDT" fileName="USDT-records" />, {
      test,
    });
    const table = await screen.findByRole('table', { name: 'Record of USDT' });
    const out = (await within(table).findByText('-100 USDT')).closest('tr') as HTMLElement;
    const frozen = within(table).getByText('100 USDT').closest('tr') as HTMLElement;
    expect(within(out).getByText('Available')).toBeInTheDocument();
    expect(within(frozen).getByText('Frozen')).toBeInTheDocument();
  });
});
