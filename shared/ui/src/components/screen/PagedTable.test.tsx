import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createI18n } from '@exchange/i18n';
import { renderWithTheme } from '../../testing';
import type { TableColumn } from '../Table';
import { PagedTable, type PagedRows } from './PagedTable';

beforeAll(() => createI18n({ locale: 'en', namespaces: ['server'] }));

type Row = { id: number };
const columns: TableColumn<Row>[] = [{ key: 'id', header: 'Id', render: (row) => `#${row.id}` }];
const list = (over: Partial<PagedRows<Row>> = {}): PagedRows<Row> => ({
  rows: [],
  loading: false,
  loaded: true,
  failed: false,
  hasMore: false,
  loadMore: jest.fn(),
  reload: jest.fn(),
  ...over,
});
const table = (paged: PagedRows<Row>) => (
  <PagedTable
    caption="Orders"
    columns={columns}
    rowKey={(row) => row.id}
    list={paged}
    emptyTitle="No orders"
  />
);

describe('PagedTable', () => {
  it('shows the empty state once the first page answered with nothing', () => {
    renderWithTheme(table(list()));
    expect(screen.getByText('No orders')).toBeInTheDocument();
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });

  it('shows the first page’s failure with a retry that reads the list again', async () => {
    const paged = list({ failed: true, failure: { messageKey: 'account.notFound' } });
    renderWithTheme(table(paged));
    expect(screen.getByRole('alert')).toHaveTextContent('No account with this e-mail or phone');
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(paged.reload).toHaveBeenCalledTimes(1);
  });

  it('offers "Load more" while there is more, then says "No more"', async () => {
    const paged = list({ rows: [{ id: 1 }], hasMore: true });
    const { rerender } = renderWithTheme(table(paged));
    expect(screen.getByRole('cell', { name: '#1' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Load more' }));
    expect(paged.loadMore).toHaveBeenCalledTimes(1);
    rerender(table(list({ rows: [{ id: 1 }, { id: 2 }] })));
    expect(screen.getByText('No more')).toBeInTheDocument();
  });

  it('keeps the rows when a later page failed, says so, and retries that page', async () => {
    const paged = list({ rows: [{ id: 1 }], hasMore: true, moreFailed: true, failure: null });
    renderWithTheme(table(paged));
    expect(screen.getByRole('alert')).toHaveTextContent('Something went wrong');
    expect(screen.getByRole('cell', { name: '#1' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(paged.loadMore).toHaveBeenCalledTimes(1);
  });
});
