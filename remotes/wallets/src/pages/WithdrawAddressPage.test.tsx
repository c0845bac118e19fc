import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import WithdrawAddressPage from './WithdrawAddressPage';
import { renderPage } from '../testing/render';
import { sent, walletServer } from '../testing/walletServer';
import { cashInfo, ok } from '../testing/fixtures';

// Whole forms typed on a machine shared by many builds: more than jest's default 5 s.
jest.setTimeout(20_000);

describe('WithdrawAddressPage (spec §5 Withdrawal address)', () => {
  it('requires an address, saves it for the chosen currency and lists it', async () => {
    const test = walletServer();
    let saved: { bid: number; address: string }[] = [];
    test.server.on('/api/user/cash_info', () => ok(cashInfo({ tb: saved })));
    test.server.on('/api/user/settbdz', (request) => {
      saved = [{ bid: Number(request.fields.bid), address: request.fields.tbdz! }];
      return ok(saved[0]);
    });
    await renderPage(<WithdrawAddressPage />, { test, path: '/userSetting2' });
    expect(await screen.findByText('No address saved yet')).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Please enter the withdrawal address');
    expect(sent(test, '/api/user/settbdz')).toHaveLength(0);

    await userEvent.selectOptions(screen.getByLabelText('Currency'), '2');
    await userEvent.type(
      screen.getByRole('textbox', { name: /^Withdrawal address/ }),
      '  bc1qexampleaddress  ',
    );
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(sent(test, '/api/user/settbdz')).toEqual([{ bid: '2', tbdz: 'bc1qexampleaddress' }]),
    );
    const table = await screen.findByRole('table', { name: 'Saved addresses' });
    await waitFor(() =>
      expect(within(table).getAllByRole('row')[1]).toHaveTextContent('BTCbc1qexampleaddress'),
    );
  });
});
