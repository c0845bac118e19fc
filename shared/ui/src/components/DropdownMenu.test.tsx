import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithTheme, setUpI18n } from '../testing';
import { DropdownMenu } from './DropdownMenu';

beforeAll(() => setUpI18n());

const languageMenu = (onSelect: (locale: string) => void) => (
  <DropdownMenu
    label="English"
    aria-label="Language"
    items={[
      { id: 'en', label: 'English', lang: 'en', selected: true, onSelect: () => onSelect('en') },
      { id: 'de', label: 'Deutsch', lang: 'de', selected: false, onSelect: () => onSelect('de') },
      { id: 'arabic', label: 'العربية', lang: 'ar', selected: false, onSelect: () => onSelect('arabic') },
    ]}
  />
);

it('opens from the keyboard on the current choice, moves with arrows and selects with Enter', async () => {
  const onSelect = jest.fn();
  renderWithTheme(languageMenu(onSelect));
  const trigger = screen.getByRole('button', { name: 'Language' });
  expect(trigger).toHaveAttribute('aria-haspopup', 'menu');
  expect(trigger).toHaveAttribute('aria-expanded', 'false');
  trigger.focus();
  await userEvent.keyboard('{ArrowDown}');
  expect(trigger).toHaveAttribute('aria-expanded', 'true');
  expect(screen.getByRole('menuitemradio', { name: 'English' })).toHaveFocus();
  expect(screen.getByRole('menuitemradio', { name: 'English' })).toHaveAttribute('aria-checked', 'true');
  await userEvent.keyboard('{ArrowDown}{ArrowDown}');
  expect(screen.getByRole('menuitemradio', { name: 'العربية' })).toHaveFocus();
  await userEvent.keyboard('{ArrowDown}');
  expect(screen.getByRole('menuitemradio', { name: 'English' })).toHaveFocus();
  await userEvent.keyboard('{End}{Enter}');
  expect(onSelect).toHaveBeenCalledWith('arabic');
  expect(screen.queryByRole('menu')).not.toBeInTheDocument();
  expect(trigger).toHaveFocus();
});

it('closes on Escape and on a click outside without choosing', async () => {
  const onSelect = jest.fn();
  renderWithTheme(
    <>
      {languageMenu(onSelect)}
      <p>outside</p>
    </>,
  );
  await userEvent.click(screen.getByRole('button', { name: 'Language' }));
  expect(screen.getByRole('menu')).toBeInTheDocument();
  await userEvent.keyboard('{Escape}');
  expect(screen.queryByRole('menu')).not.toBeInTheDocument();
  await userEvent.click(screen.getByRole('button', { name: 'Language' }));
  await userEvent.click(screen.getByText('outside'));
  expect(screen.queryByRole('menu')).not.toBeInTheDocument();
  expect(onSelect).not.toHaveBeenCalled();
});

it('uses plain menu items for an action menu and runs the clicked one', async () => {
  const logout = jest.fn();
  renderWithTheme(
    <DropdownMenu
      label="a***@mail.com"
      items={[
        { id: 'settings', label: 'Account settings', onSelect: jest.fn() },
        { id: 'logout', label: 'Log out', onSelect: logout },
      ]}
    />,
  );
  await userEvent.click(screen.getByRole('button', { name: /a\*\*\*@mail.com/ }));
  await userEvent.click(screen.getByRole('menuitem', { name: 'Log out' }));
  expect(logout).toHaveBeenCalledTimes(1);
});
