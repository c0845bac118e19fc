import { screen } from '@testing-library/react';
import userEventLibrary from '@testing-library/user-event';
import { DepositPanel } from './DepositPanel';
import { renderPage } from '../../testing/render';
import { sent, walletServer } from '../../testing/walletServer';
import { addresses, depositAddress, ok, walletInfo } from '../../testing/fixtures';

// No delay between keystrokes: the machine is shared, typing must not eat the test's time.
const userEvent = userEventLibrary.setup({ delay: null });
jest.setTimeout(20_000);

describe('DepositPanel', () => {
  it('opens on ERC20 with its address, QR and reminders, and switches networks', async () => {
    const test = walletServer();
    await renderPage(<DepositPanel currency={1} name="USDT" onClose={() => undefined} />, { test });
    expect(await screen.findByTestId('deposit-address')).toHaveTextContent(addresses.erc20);
    expect(screen.getByRole('tab', { name: 'ERC20' })).toHaveAttribute('aria-selected', 'true');
    expect(
      await screen.findByRole('img', { name: 'QR code of the ERC20 deposit address' }),
    ).toBeInTheDocument();
    expect(
      screen.getByText('Minimum deposit: 10 USDT. Smaller deposits are not credited.'),
    ).toBeInTheDocument();
    expect(screen.getByText('Credited after 12 network confirmations.')).toBeInTheDocument();

    await userEvent.click(screen.getByRole('tab', { name: 'TRC20' }));
    expect(await screen.findByText(addresses.trc20)).toBeInTheDocument();
    expect(sent(test, '/api/wallet/get_udun_address').map((fields) => fields.type)).toEqual([
      'erc20',
      'trc20',
    ]);
    expect(screen.getByRole('img', { name: 'QR code of the TRC20 deposit address' })).toBeInTheDocument();
  });

  it('copies the address and says so, or asks to copy again when the browser refuses', async () => {
    const user = userEvent;
    await renderPage(<DepositPanel currency={1} name="USDT" onClose={() => undefined} />, {
      test: walletServer(),
    });
    await screen.findByTestId('deposit-address');
    const writeText = jest.spyOn(navigator.clipboard, 'writeText');
    await user.click(screen.getByRole('button', { name: 'Copy address' }));
    expect(writeText).toHaveBeenCalledWith(addresses.erc20);
    expect(await screen.findByText(/copied/i)).toBeInTheDocument();
    writeText.mockRejectedValueOnce(new Error('denied'));
    await user.click(screen.getByRole('button', { name: 'Copy address' }));
    expect(await screen.findByText(/copy again/i)).toBeInTheDocument();
  });

  it('shows the memo where the currency needs one', async () => {
    const test = walletServer();
    test.server.on(
      '/api/wallet/get_info',
      ok(walletInfo({ make_wallet: 2, multi_protocol: 0, type_data: [] })),
    );
    test.server.on('/api/wallet/get_udun_address', ok(depositAddress('erc20', { memo: '100042' })));
    await renderPage(<DepositPanel currency={1} name="XRP" onClose={() => undefined} />, { test });
    expect(await screen.findByTestId('deposit-memo')).toHaveTextContent('100042');
    expect(screen.queryByRole('tab')).not.toBeInTheDocument();
  });

  it('says when the address cannot be loaded', async () => {
    const test = walletServer();
    test.server.on('/api/wallet/get_udun_address', { body: { type: 'error', message: 'wallet.noDeposit' } });
    await renderPage(<DepositPanel currency={1} name="USDT" onClose={() => undefined} />, { test });
    expect(await screen.findByText('The deposit address could not be loaded.')).toHaveAttribute(
      'role',
      'alert',
    );
  });
});
