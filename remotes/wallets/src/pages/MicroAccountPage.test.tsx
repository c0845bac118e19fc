import { screen, within } from '@testing-library/react';
import userEventLibrary from '@testing-library/user-event';
import MicroAccountPage from './MicroAccountPage';
import { renderPage } from '../testing/render';
import { sent, walletServer } from '../testing/walletServer';
import { btcEntry, ok, walletEntry, walletList } from '../testing/fixtures';

// No delay between keystrokes: the machine is shared, typing must not eat the test's time.
const userEvent = userEventLibrary.setup({ delay: null });
jest.setTimeout(20_000);

describe('MicroAccountPage', () => {
  it("shows the micro balances, the chosen currency's log and moves funds in", async () => {
    const test = walletServer({ list: walletList([walletEntry(), btcEntry({ is_micro: 0 })]) });
    test.server.on('/api/wallet/change', (request) =>
      ok({
        id: 1,
        currency: 1,
        currency_name: 'USDT',
        number: request.fields.number,
        from_field: 'change',
        to_field: 'micro',
        create_time: 1,
      }),
    );
    await renderPage(<MicroAccountPage />, { test, path: '/microAccount?currency_id=1' });
    const table = await screen.findByRole('table', { name: /Balances of the Seconds account/ });
    expect(within(table).getByText('20.00000000')).toBeInTheDocument();
    expect(within(table).queryByText('BTC')).not.toBeInTheDocument();
    expect(await screen.findByRole('table', { name: 'Seconds account log · USDT' })).toBeInTheDocument();
    expect(sent(test, '/api/wallet/legal_log')[0]).toMatchObject({ type: 'micro', currency: '1' });

    await userEvent.click(within(table).getByRole('button', { name: 'Transfer in USDT' }));
    const dialog = screen.getByRole('dialog', { name: 'Transfer USDT into the Seconds account' });
    await userEvent.type(within(dialog).getByLabelText(/Amount/), '10');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Confirm' }));
    expect(await screen.findByText('Transferred 10 USDT')).toBeInTheDocument();
    expect(sent(test, '/api/wallet/change')[0]).toMatchObject({
      from_field: 'change',
      to_field: 'micro',
      number: '10',
    });
  });
});
