import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithTheme, setUpI18n } from '../testing';
import { Countdown, SendCodeButton } from './Countdown';

beforeAll(() => setUpI18n());
beforeEach(() => jest.useFakeTimers());
afterEach(() => jest.useRealTimers());

it('counts the seconds down and calls onDone once at zero', () => {
  const onDone = jest.fn();
  renderWithTheme(<Countdown seconds={3} onDone={onDone} />);
  expect(screen.getByText('3')).toBeInTheDocument();
  act(() => jest.advanceTimersByTime(1000));
  expect(screen.getByText('2')).toBeInTheDocument();
  act(() => jest.advanceTimersByTime(1999));
  expect(onDone).not.toHaveBeenCalled();
  act(() => jest.advanceTimersByTime(10_000));
  expect(screen.getByText('0')).toBeInTheDocument();
  expect(onDone).toHaveBeenCalledTimes(1);
});

it('sends a code, then stays disabled for 60 s showing the seconds left', async () => {
  const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
  const onSend = jest.fn(async () => true);
  renderWithTheme(<SendCodeButton onSend={onSend} />);
  await user.click(screen.getByRole('button', { name: 'Send code' }));
  expect(onSend).toHaveBeenCalledTimes(1);
  const button = await screen.findByRole('button', { name: 'Resend in 60 s' });
  expect(button).toBeDisabled();
  act(() => jest.advanceTimersByTime(30_000));
  expect(button).toHaveTextContent('Resend in 30 s');
  await user.click(button);
  expect(onSend).toHaveBeenCalledTimes(1);
  act(() => jest.advanceTimersByTime(30_000));
  expect(screen.getByRole('button', { name: 'Send code' })).toBeEnabled();
});

it('takes the shorter 31 s of the password reset', async () => {
  const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
  renderWithTheme(<SendCodeButton onSend={() => undefined} seconds={31} />);
  await user.click(screen.getByRole('button', { name: 'Send code' }));
  expect(await screen.findByRole('button', { name: 'Resend in 31 s' })).toBeDisabled();
});

it('stays clickable when sending failed', async () => {
  const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
  const onSend = jest.fn(async () => false);
  renderWithTheme(<SendCodeButton onSend={onSend} />);
  await user.click(screen.getByRole('button', { name: 'Send code' }));
  await waitFor(() => expect(onSend).toHaveBeenCalledTimes(1));
  await waitFor(() => expect(screen.getByRole('button', { name: 'Send code' })).toBeEnabled());
});
