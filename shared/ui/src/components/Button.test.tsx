import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithTheme, setUpI18n } from '../testing';
import { Button } from './Button';

beforeAll(() => setUpI18n());

it('runs the handler on click and Enter', async () => {
  const onClick = jest.fn();
  renderWithTheme(<Button onClick={onClick}>Buy</Button>);
  await userEvent.click(screen.getByRole('button', { name: 'Buy' }));
  screen.getByRole('button').focus();
  await userEvent.keyboard('{Enter}');
  expect(onClick).toHaveBeenCalledTimes(2);
});

it('ignores clicks while a returned promise is pending, then accepts them again', async () => {
  let finish: () => void = () => {};
  const onClick = jest.fn(() => new Promise<void>((resolve) => (finish = resolve)));
  const user = userEvent.setup();
  renderWithTheme(
    <Button variant="buy" onClick={onClick}>
      Place
    </Button>,
  );
  const button = screen.getByRole('button', { name: 'Place' });
  await user.click(button);
  await user.click(button);
  await user.dblClick(button);
  expect(onClick).toHaveBeenCalledTimes(1);
  expect(button).toBeDisabled();
  expect(button).toHaveAttribute('aria-busy', 'true');

  await act(async () => finish());
  expect(button).toBeEnabled();
  await user.click(button);
  expect(onClick).toHaveBeenCalledTimes(2);
});

it('becomes clickable again after the promise rejects', async () => {
  const onClick = jest.fn(() => Promise.reject(new Error('server said no')));
  renderWithTheme(<Button onClick={onClick}>Send</Button>);
  await userEvent.click(screen.getByRole('button'));
  expect(screen.getByRole('button')).toBeEnabled();
  await userEvent.click(screen.getByRole('button'));
  expect(onClick).toHaveBeenCalledTimes(2);
});

it('does nothing when disabled or loading', async () => {
  const onClick = jest.fn();
  const { rerender } = renderWithTheme(
    <Button disabled onClick={onClick}>
      Go
    </Button>,
  );
  await userEvent.click(screen.getByRole('button'));
  rerender(
    <Button loading onClick={onClick}>
      Go
    </Button>,
  );
  await userEvent.click(screen.getByRole('button'));
  expect(onClick).not.toHaveBeenCalled();
  expect(screen.getByRole('button')).toHaveAttribute('aria-busy', 'true');
});
