import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithTheme, setUpI18n } from '../testing';
import { ToastProvider, useToast, type ToastOptions } from './Toast';
import { useCopy } from './useCopy';

beforeAll(() => setUpI18n());
afterEach(() => jest.useRealTimers());

function Trigger({ message, options }: { message: string; options?: ToastOptions }) {
  const toast = useToast();
  return <button onClick={() => toast.show(message, options)}>show</button>;
}

it('shows messages in a labelled region and hides them after their duration', async () => {
  jest.useFakeTimers();
  const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
  renderWithTheme(
    <ToastProvider>
      <Trigger message="Order placed" options={{ kind: 'success', duration: 2000 }} />
    </ToastProvider>,
  );
  await user.click(screen.getByRole('button', { name: 'show' }));
  const region = screen.getByRole('region', { name: 'Notifications' });
  expect(region).toHaveTextContent('Order placed');
  expect(screen.getByRole('status')).toHaveTextContent('Order placed');
  act(() => jest.advanceTimersByTime(1999));
  expect(region).toHaveTextContent('Order placed');
  act(() => jest.advanceTimersByTime(1));
  expect(region).not.toHaveTextContent('Order placed');
});

it('announces errors as alerts and can be dismissed by the user', async () => {
  renderWithTheme(
    <ToastProvider>
      <Trigger message="Insufficient balance" options={{ kind: 'error', duration: 0 }} />
    </ToastProvider>,
  );
  await userEvent.click(screen.getByRole('button', { name: 'show' }));
  expect(screen.getByRole('alert')).toHaveTextContent('Insufficient balance');
  await userEvent.click(screen.getByRole('button', { name: 'Dismiss' }));
  expect(screen.queryByRole('alert')).not.toBeInTheDocument();
});

it('fails loudly when used without a provider', () => {
  const quiet = jest.spyOn(console, 'error').mockImplementation(() => {});
  try {
    expect(() => renderWithTheme(<Trigger message="x" />)).toThrow(/ToastProvider/);
  } finally {
    quiet.mockRestore();
  }
});

function CopyAddress() {
  const copy = useCopy();
  return <button onClick={() => copy('0xabc')}>copy address</button>;
}

it('says "Copied" after a copy, and asks to copy again when the browser refuses', async () => {
  const user = userEvent.setup();
  renderWithTheme(
    <ToastProvider>
      <CopyAddress />
    </ToastProvider>,
  );
  await user.click(screen.getByRole('button', { name: 'copy address' }));
  expect(await navigator.clipboard.readText()).toBe('0xabc');
  expect(screen.getByRole('status')).toHaveTextContent('Copied');

  jest.spyOn(navigator.clipboard, 'writeText').mockRejectedValueOnce(new Error('denied'));
  await user.click(screen.getByRole('button', { name: 'copy address' }));
  expect(await screen.findByRole('alert')).toHaveTextContent('Copy failed, please copy again');
});
