import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { renderWithTheme, setUpI18n } from '../../testing';
import { PairListView, type PairListItem } from './PairListView';

beforeAll(() => setUpI18n());

const all: PairListItem[] = [
  { id: '1/2', name: 'BTC/USDT', price: '30000.00', change: '-1.23%', down: true },
  { id: '1/3', name: 'ETH/USDT', price: '2000.00', change: '2.50%', down: false },
];

function Harness({ onChoose }: { onChoose: (id: string) => void }) {
  const [search, setSearch] = useState('');
  const items = all.filter((item) => item.name.toLowerCase().includes(search.toLowerCase()));
  return (
    <PairListView
      label="Markets"
      listLabel="Trading pairs"
      searchLabel="Search coin"
      search={search}
      onSearch={setSearch}
      items={items}
      currentId="1/3"
      onChoose={onChoose}
      emptyTitle="No pairs found"
      filters={<p>Quote tabs</p>}
    />
  );
}

it('lists each pair with its price and change, marks the current one, and gives back the chosen id', async () => {
  const onChoose = jest.fn();
  renderWithTheme(<Harness onChoose={onChoose} />);
  const region = screen.getByRole('complementary', { name: 'Markets' });
  expect(within(region).getByText('Quote tabs')).toBeInTheDocument();
  const rows = within(screen.getByRole('list', { name: 'Trading pairs' })).getAllByRole('button');
  expect(rows.map((row) => row.textContent)).toEqual(['BTC/USDT30000.00-1.23%', 'ETH/USDT2000.002.50%']);
  expect(rows[1]).toHaveAttribute('aria-current', 'true');
  expect(rows[0]).not.toHaveAttribute('aria-current');
  await userEvent.click(rows[0]!);
  expect(onChoose).toHaveBeenCalledWith('1/2');
});

it('searches, and says so when nothing matches', async () => {
  renderWithTheme(<Harness onChoose={() => undefined} />);
  await userEvent.type(screen.getByRole('searchbox', { name: 'Search coin' }), 'eth');
  expect(screen.getAllByRole('listitem')).toHaveLength(1);
  await userEvent.type(screen.getByRole('searchbox', { name: 'Search coin' }), 'xyz');
  expect(screen.queryAllByRole('listitem')).toHaveLength(0);
  expect(screen.getByText('No pairs found')).toBeInTheDocument();
});
