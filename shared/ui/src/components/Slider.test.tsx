import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { renderWithTheme, setUpI18n } from '../testing';
import { Slider } from './Slider';

beforeAll(() => setUpI18n());

function Harness({ initial = 0, disabled = false }: { initial?: number; disabled?: boolean }) {
  const [value, setValue] = useState(initial);
  return <Slider value={value} onChange={setValue} disabled={disabled} />;
}

it('is a labelled slider from 0 to 100 with marks every 25', () => {
  renderWithTheme(<Harness initial={50} />);
  const slider = screen.getByRole('slider', { name: 'Percentage' });
  expect(slider).toHaveAttribute('aria-valuemin', '0');
  expect(slider).toHaveAttribute('aria-valuemax', '100');
  expect(slider).toHaveAttribute('aria-valuenow', '50');
  expect(slider).toHaveAttribute('aria-valuetext', '50%');
  expect(screen.getAllByRole('button').map((mark) => mark.textContent)).toEqual([
    '0%',
    '25%',
    '50%',
    '75%',
    '100%',
  ]);
});

it('moves by 25 with the keyboard and stops at the ends', async () => {
  renderWithTheme(<Harness />);
  const slider = screen.getByRole('slider');
  slider.focus();
  await userEvent.keyboard('{ArrowRight}{ArrowUp}');
  expect(slider).toHaveAttribute('aria-valuenow', '50');
  await userEvent.keyboard('{End}{ArrowRight}');
  expect(slider).toHaveAttribute('aria-valuenow', '100');
  await userEvent.keyboard('{PageDown}{ArrowLeft}');
  expect(slider).toHaveAttribute('aria-valuenow', '50');
  await userEvent.keyboard('{Home}{ArrowDown}');
  expect(slider).toHaveAttribute('aria-valuenow', '0');
});

it('jumps to a mark when it is clicked', async () => {
  renderWithTheme(<Harness />);
  await userEvent.click(screen.getByRole('button', { name: '75%' }));
  expect(screen.getByRole('slider')).toHaveAttribute('aria-valuenow', '75');
});

it('mirrors the horizontal arrows in a right-to-left page', async () => {
  document.documentElement.dir = 'rtl';
  try {
    renderWithTheme(<Harness initial={50} />);
    screen.getByRole('slider').focus();
    await userEvent.keyboard('{ArrowLeft}');
    expect(screen.getByRole('slider')).toHaveAttribute('aria-valuenow', '75');
  } finally {
    document.documentElement.dir = 'ltr';
  }
});

it('ignores input while disabled', async () => {
  renderWithTheme(<Harness initial={25} disabled />);
  const slider = screen.getByRole('slider');
  expect(slider).toHaveAttribute('aria-disabled', 'true');
  slider.focus();
  await userEvent.keyboard('{ArrowRight}');
  expect(slider).toHaveAttribute('aria-valuenow', '25');
});
