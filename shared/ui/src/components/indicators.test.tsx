import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithTheme, setUpI18n } from '../testing';
import { EmptyState } from './EmptyState';
import { NetworkStatus } from './NetworkStatus';
import { Progress } from './Progress';
import { QR } from './QR';
import { Select } from './Select';
import { Skeleton } from './Skeleton';
import { UnavailablePanel } from './UnavailablePanel';

beforeAll(() => setUpI18n());

it.each([
  ['online', 'Connected'],
  ['connecting', 'Connecting…'],
  ['offline', 'Offline'],
] as const)('names the %s connection state', (state, text) => {
  renderWithTheme(<NetworkStatus state={state} />);
  expect(screen.getByRole('status', { name: 'Connection status' })).toHaveTextContent(text);
});

it('explains what offline means on hover and keeps the text for screen readers when compact', () => {
  renderWithTheme(<NetworkStatus state="offline" compact />);
  const status = screen.getByRole('status');
  expect(status).toHaveAttribute('title', expect.stringContaining('trading is paused'));
  expect(status).toHaveTextContent('Offline');
});

it('draws a QR code of the given size with an accessible name', async () => {
  renderWithTheme(<QR value="https://example.com/app" label="Download the app" />);
  await waitFor(() => expect(screen.getByRole('img', { name: 'Download the app' }).tagName).toBe('svg'));
  const qr = screen.getByRole('img', { name: 'Download the app' });
  expect(qr).toHaveAttribute('width', '100');
  expect(qr.querySelectorAll('path').length).toBeGreaterThan(0);
});

it('reports progress through aria-valuenow, clamped to 0-100', () => {
  renderWithTheme(<Progress value={130} label="Security level" />);
  expect(screen.getByRole('progressbar', { name: 'Security level' })).toHaveAttribute('aria-valuenow', '100');
});

it('shows "No data" by default and a custom message and action', () => {
  const { rerender } = renderWithTheme(<EmptyState />);
  expect(screen.getByText('No data')).toBeInTheDocument();
  rerender(<EmptyState title="No open orders" action={<button>Trade</button>} />);
  expect(screen.getByText('No open orders')).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Trade' })).toBeInTheDocument();
});

it('offers a retry on the module unavailable panel', async () => {
  const onRetry = jest.fn();
  renderWithTheme(<UnavailablePanel onRetry={onRetry} />);
  expect(screen.getByRole('alert')).toHaveTextContent('This section is unavailable');
  await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
  expect(onRetry).toHaveBeenCalledTimes(1);
});

it('selects a native option by value', async () => {
  const onChange = jest.fn();
  renderWithTheme(
    <Select
      aria-label="Chain"
      value="ERC20"
      onChange={onChange}
      options={[
        { value: 'TRC20', label: 'TRC20' },
        { value: 'OMNI', label: 'OMNI' },
        { value: 'ERC20', label: 'ERC20' },
      ]}
    />,
  );
  expect(screen.getByRole('combobox', { name: 'Chain' })).toHaveValue('ERC20');
  await userEvent.selectOptions(screen.getByRole('combobox'), 'TRC20');
  expect(onChange).toHaveBeenCalledWith('TRC20');
});

it('renders skeleton lines hidden from assistive technology', () => {
  renderWithTheme(<Skeleton lines={3} />);
  const skeleton = screen.getByTestId('skeleton');
  expect(skeleton).toHaveAttribute('aria-hidden', 'true');
  expect(skeleton.children).toHaveLength(3);
});
