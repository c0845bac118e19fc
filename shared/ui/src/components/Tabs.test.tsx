import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { renderWithTheme, setUpI18n } from '../testing';
import { Tabs } from './Tabs';

beforeAll(() => setUpI18n());

const items = [
  { value: 'all', label: 'All' },
  { value: 'main', label: 'Mainstream' },
  { value: 'defi', label: 'DeFi', disabled: true },
  { value: 'new', label: 'Innovation' },
] as const;

function Harness() {
  const [value, setValue] = useState<(typeof items)[number]['value']>('all');
  return (
    <Tabs items={items} value={value} onChange={setValue} aria-label="Market groups">
      <p>Showing {value}</p>
    </Tabs>
  );
}

it('marks the selected tab and links it to its panel', async () => {
  renderWithTheme(<Harness />);
  expect(screen.getByRole('tablist', { name: 'Market groups' })).toBeInTheDocument();
  const all = screen.getByRole('tab', { name: 'All' });
  expect(all).toHaveAttribute('aria-selected', 'true');
  expect(screen.getByRole('tabpanel')).toHaveAccessibleName('All');
  await userEvent.click(screen.getByRole('tab', { name: 'Mainstream' }));
  expect(screen.getByRole('tab', { name: 'Mainstream' })).toHaveAttribute('aria-selected', 'true');
  expect(all).toHaveAttribute('aria-selected', 'false');
  expect(screen.getByRole('tabpanel')).toHaveTextContent('Showing main');
});

it('has one tab stop and moves with arrows, Home and End, skipping disabled tabs', async () => {
  renderWithTheme(<Harness />);
  const user = userEvent.setup();
  await user.tab();
  expect(screen.getByRole('tab', { name: 'All' })).toHaveFocus();
  expect(screen.getAllByRole('tab').filter((tab) => tab.tabIndex === 0)).toHaveLength(1);

  await user.keyboard('{ArrowRight}');
  expect(screen.getByRole('tab', { name: 'Mainstream' })).toHaveFocus();
  await user.keyboard('{ArrowRight}');
  expect(screen.getByRole('tab', { name: 'Innovation' })).toHaveFocus();
  expect(screen.getByRole('tab', { name: 'Innovation' })).toHaveAttribute('aria-selected', 'true');
  await user.keyboard('{ArrowRight}');
  expect(screen.getByRole('tab', { name: 'All' })).toHaveFocus();
  await user.keyboard('{End}');
  expect(screen.getByRole('tab', { name: 'Innovation' })).toHaveFocus();
  await user.keyboard('{Home}');
  expect(screen.getByRole('tab', { name: 'All' })).toHaveFocus();
  await user.keyboard('{ArrowLeft}');
  expect(screen.getByRole('tab', { name: 'Innovation' })).toHaveFocus();
});

it('mirrors the arrow keys in a right-to-left page', async () => {
  document.documentElement.dir = 'rtl';
  try {
    renderWithTheme(<Harness />);
    const user = userEvent.setup();
    await user.tab();
    await user.keyboard('{ArrowLeft}');
    expect(screen.getByRole('tab', { name: 'Mainstream' })).toHaveFocus();
  } finally {
    document.documentElement.dir = 'ltr';
  }
});
