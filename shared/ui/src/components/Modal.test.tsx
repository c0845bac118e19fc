import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { renderWithTheme, setUpI18n } from '../testing';
import { Modal } from './Modal';

beforeAll(() => setUpI18n());

function Harness({ onConfirm }: { onConfirm: () => unknown }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button onClick={() => setOpen(true)}>Close position</button>
      <Modal open={open} title="Confirm close" onClose={() => setOpen(false)} onConfirm={onConfirm}>
        <input aria-label="Lots" />
      </Modal>
    </>
  );
}

it('opens as a labelled modal dialog with focus inside', async () => {
  renderWithTheme(<Harness onConfirm={jest.fn()} />);
  await userEvent.click(screen.getByRole('button', { name: 'Close position' }));
  const dialog = screen.getByRole('dialog', { name: 'Confirm close' });
  expect(dialog).toHaveAttribute('aria-modal', 'true');
  expect(dialog).toContainElement(document.activeElement as HTMLElement);
});

it('keeps Tab and Shift+Tab inside the dialog', async () => {
  renderWithTheme(<Harness onConfirm={jest.fn()} />);
  const user = userEvent.setup();
  await user.click(screen.getByRole('button', { name: 'Close position' }));
  const dialog = screen.getByRole('dialog');
  expect(screen.getByRole('button', { name: 'Close dialog' })).toHaveFocus();
  for (let i = 0; i < 6; i++) {
    await user.tab();
    expect(dialog).toContainElement(document.activeElement as HTMLElement);
  }
  screen.getByRole('button', { name: 'Close dialog' }).focus();
  await user.tab({ shift: true });
  expect(screen.getByRole('button', { name: 'Confirm' })).toHaveFocus();
});

it('closes on Esc and gives focus back to the opener', async () => {
  renderWithTheme(<Harness onConfirm={jest.fn()} />);
  const opener = screen.getByRole('button', { name: 'Close position' });
  await userEvent.click(opener);
  expect(document.body.style.overflow).toBe('hidden');
  await userEvent.keyboard('{Escape}');
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  expect(opener).toHaveFocus();
  expect(document.body.style.overflow).toBe('');
});

it('confirms once while the confirmation is pending; cancel closes', async () => {
  let finish: () => void = () => {};
  const onConfirm = jest.fn(() => new Promise<void>((resolve) => (finish = resolve)));
  renderWithTheme(<Harness onConfirm={onConfirm} />);
  const user = userEvent.setup();
  await user.click(screen.getByRole('button', { name: 'Close position' }));
  await user.click(screen.getByRole('button', { name: 'Confirm' }));
  await user.click(screen.getByRole('button', { name: 'Confirm' }));
  expect(onConfirm).toHaveBeenCalledTimes(1);
  await act(async () => finish());
  await user.click(screen.getByRole('button', { name: 'Cancel' }));
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
});
