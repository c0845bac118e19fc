import { createTestSdk } from '@exchange/sdk/testing';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { btcUsdt as pair, okBody, spotOrder, walletList } from '../../testing/fixtures';
import { goOnline, renderPage } from '../../testing/render';
import { SpotPanel } from './SpotPanel';

jest.setTimeout(30_000);

/** The panel beside another screen's text field (a search box), logged in with 1,000 USDT. */
async function panel() {
  const test = createTestSdk();
  test.server.on('/api/wallet/list', okBody(walletList({ 1: '1000', 2: '2.5' })));
  test.server.on('/api/coin/trade', okBody(spotOrder()));
  test.sdk.session.login('token-1');
  await renderPage(
    <>
      <input type="search" aria-label="Search coin" />
      <SpotPanel pair={pair} />
    </>,
    { test },
  );
  await goOnline(test);
  await screen.findByText('1000.00000000 USDT');
  return test;
}

const tradeRequests = (test: ReturnType<typeof createTestSdk>) =>
  test.server.requests.filter((request) => request.path === '/api/coin/trade');
const sideTab = (name: 'Buy' | 'Sell') =>
  within(screen.getByRole('tablist', { name: 'Side' })).getByRole('tab', { name });
const amountBox = () => screen.getByLabelText('Amount (BTC)');

describe('SpotPanel from the keyboard (issue 26 item 5)', () => {
  it('Enter in a field shows the order to confirm; Enter again places it once', async () => {
    const test = await panel();
    await userEvent.type(screen.getByLabelText('Buy price'), '100');
    await userEvent.type(amountBox(), '0.5{Enter}');
    const dialog = await screen.findByRole('dialog', { name: 'Confirm order' });
    expect(dialog).toHaveTextContent('Buy · Limit');
    expect(dialog).toHaveTextContent('100.0000 USDT');
    expect(dialog).toHaveTextContent('50.0000');
    expect(within(dialog).getByRole('button', { name: 'Buy BTC' })).toHaveFocus();
    expect(tradeRequests(test)).toHaveLength(0);
    await userEvent.keyboard('{Enter}');
    await screen.findByText('Order placed');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(tradeRequests(test)).toHaveLength(1);
    expect(tradeRequests(test)[0]!.fields).toMatchObject({ target_price: '100', amount: '0.5' });
  });

  it('Esc leaves the confirmation without placing, back in the field', async () => {
    const test = await panel();
    await userEvent.type(screen.getByLabelText('Buy price'), '100');
    await userEvent.type(amountBox(), '1{Enter}');
    await screen.findByRole('dialog', { name: 'Confirm order' });
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(amountBox()).toHaveFocus();
    expect(tradeRequests(test)).toHaveLength(0);
  });

  it('Enter on a bad order shows the error on its field instead of a confirmation', async () => {
    const test = await panel();
    await userEvent.type(amountBox(), '1{Enter}');
    expect(await screen.findByRole('alert')).toHaveTextContent('Please enter a price');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByLabelText('Buy price')).toHaveFocus();
    expect(tradeRequests(test)).toHaveLength(0);
  });

  it('Alt+Shift+S / B switch the side and Alt+Shift+A goes to the amount, from anywhere but other text fields', async () => {
    await panel();
    await userEvent.keyboard('{Alt>}{Shift>}[KeyS]{/Shift}{/Alt}');
    expect(sideTab('Sell')).toHaveAttribute('aria-selected', 'true');
    // Announced to screen readers.
    expect(screen.getByText('Sell BTC', { selector: '[role=status]' })).toBeInTheDocument();
    await userEvent.keyboard('{Alt>}{Shift>}[KeyA]{/Shift}{/Alt}');
    expect(amountBox()).toHaveFocus();
    // In the panel's own number field they still work.
    await userEvent.keyboard('{Alt>}{Shift>}[KeyB]{/Shift}{/Alt}');
    expect(sideTab('Buy')).toHaveAttribute('aria-selected', 'true');
    // In another screen's text field they would eat a character: nothing happens.
    await userEvent.click(screen.getByRole('searchbox', { name: 'Search coin' }));
    await userEvent.keyboard('{Alt>}{Shift>}[KeyS]{/Shift}{/Alt}');
    expect(sideTab('Buy')).toHaveAttribute('aria-selected', 'true');
  });

  it('leaves Ctrl/⌘ combinations and keys pressed with a screen reader key to the screen reader', async () => {
    await panel();
    await userEvent.keyboard('{Control>}{Alt>}{Shift>}[KeyS]{/Shift}{/Alt}{/Control}');
    expect(sideTab('Buy')).toHaveAttribute('aria-selected', 'true');
    await userEvent.keyboard('{Meta>}{Alt>}{Shift>}[KeyS]{/Shift}{/Alt}{/Meta}');
    expect(sideTab('Buy')).toHaveAttribute('aria-selected', 'true');
    await userEvent.keyboard('{Insert>}{Alt>}{Shift>}[KeyS]{/Shift}{/Alt}{/Insert}');
    expect(sideTab('Buy')).toHaveAttribute('aria-selected', 'true');
    // Once the screen reader key is up, the shortcut is ours again.
    await userEvent.keyboard('{Alt>}{Shift>}[KeyS]{/Shift}{/Alt}');
    expect(sideTab('Sell')).toHaveAttribute('aria-selected', 'true');
  });

  it('"?" opens the help with focus in the panel, never typed in a field; the button opens it too', async () => {
    await panel();
    await userEvent.click(amountBox());
    await userEvent.keyboard('?');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('searchbox', { name: 'Search coin' }));
    await userEvent.keyboard('?');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    sideTab('Buy').focus();
    await userEvent.keyboard('?');
    const help = await screen.findByRole('dialog', { name: 'Keyboard shortcuts' });
    expect(within(help).getByRole('row', { name: /Go to the amount/ })).toHaveTextContent(
      'Alt (⌥ Option) + Shift + A',
    );
    expect(within(help).getByRole('row', { name: /Place the reviewed order/ })).toHaveTextContent('Enter');
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    const button = screen.getByRole('button', { name: 'Keyboard shortcuts' });
    expect(button).toHaveAttribute('aria-keyshortcuts', '?');
    await userEvent.click(button);
    expect(await screen.findByRole('dialog', { name: 'Keyboard shortcuts' })).toBeInTheDocument();
  });
});
