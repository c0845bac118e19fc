import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { loadNamespaces } from '@exchange/i18n';
import { renderWithTheme, setUpI18n } from '../../testing';
import { NotificationPermissionButton, PriceAlertsTable, type PriceAlertRowView } from './PriceAlertsTable';

// The price-alert views speak the `alerts` namespace, bundled apart (loadNamespace.ts).
beforeAll(async () => {
  await setUpI18n();
  await loadNamespaces(['alerts']);
});

const row = (over: Partial<PriceAlertRowView> = {}): PriceAlertRowView => ({
  pair: 'BTC/USDT',
  direction: 'above',
  price: '70000',
  state: 'active',
  created: '2026-11-27 16:00:00',
  fired: '',
  firedPrice: '',
  ...over,
});
const list = (rows: PriceAlertRowView[]) => ({
  rows,
  loading: false,
  loaded: true,
  failed: false,
  hasMore: false,
  loadMore: jest.fn(),
  reload: jest.fn(),
});

describe('PriceAlertsTable', () => {
  it('shows the condition, the state (a fired one with when and at what price) and cancel on waiting alerts only', async () => {
    const onCancel = jest.fn();
    const rows = [
      row(),
      row({
        direction: 'below',
        price: '60000',
        state: 'fired',
        fired: '2026-11-27 17:00:00',
        firedPrice: '59990',
      }),
    ];
    renderWithTheme(
      <PriceAlertsTable
        list={list(rows)}
        rowKey={(r) => r.price}
        view={(r) => r}
        onCancel={onCancel}
        isBusy={() => false}
      />,
    );
    const [active, fired] = within(screen.getByRole('table', { name: 'Price alerts' }))
      .getAllByRole('row')
      .slice(1);
    expect(active).toHaveTextContent('BTC/USDTAbove 70000Active2026-11-27 16:00:00Cancel');
    expect(fired).toHaveTextContent('Below 60000FiredFired 2026-11-27 17:00:00 · 59990');
    expect(within(fired!).queryByRole('button')).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Cancel alert BTC/USDT Above 70000' }));
    expect(onCancel).toHaveBeenCalledWith(rows[0]);
  });

  it('says so when there is no alert', () => {
    renderWithTheme(
      <PriceAlertsTable
        list={list([])}
        rowKey={(r: PriceAlertRowView) => r.price}
        view={(r) => r}
        onCancel={jest.fn()}
        isBusy={() => false}
      />,
    );
    expect(screen.getByText('No price alerts yet')).toBeInTheDocument();
  });
});

describe('NotificationPermissionButton', () => {
  it('asks only when pressed, then says whether notifications are on or blocked', async () => {
    const onRequest = jest.fn();
    const { rerender } = renderWithTheme(
      <NotificationPermissionButton permission="default" onRequest={onRequest} />,
    );
    expect(onRequest).not.toHaveBeenCalled();
    await userEvent.click(screen.getByRole('button', { name: 'Notify me in the browser' }));
    expect(onRequest).toHaveBeenCalledTimes(1);
    rerender(<NotificationPermissionButton permission="granted" onRequest={onRequest} />);
    expect(screen.getByRole('status')).toHaveTextContent('Browser notifications on');
    rerender(<NotificationPermissionButton permission="denied" onRequest={onRequest} />);
    expect(screen.getByRole('status')).toHaveTextContent('Notifications are blocked in the browser settings');
    rerender(<NotificationPermissionButton permission="unsupported" onRequest={onRequest} />);
    expect(screen.queryByRole('button')).toBeNull();
    expect(screen.queryByRole('status')).toBeNull();
  });
});
