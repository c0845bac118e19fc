import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { renderWithTheme, setUpI18n } from '../testing';
import { sanitizeDecimalInput } from './decimalInput';
import { Field, TextInput } from './Field';
import { NumberInput } from './NumberInput';

beforeAll(() => setUpI18n());

it('labels the control and links hint and error through aria-describedby', () => {
  const { rerender } = renderWithTheme(
    <Field label="E-mail" hint="We send a code">
      {(control) => <TextInput {...control} />}
    </Field>,
  );
  const input = screen.getByRole('textbox', { name: 'E-mail' });
  expect(input).toHaveAccessibleDescription('We send a code');
  rerender(
    <Field label="E-mail" hint="We send a code" error="Please enter a valid e-mail" required>
      {(control) => <TextInput {...control} />}
    </Field>,
  );
  expect(input).toHaveAttribute('aria-invalid', 'true');
  expect(input).toBeRequired();
  expect(input).toHaveAccessibleDescription('We send a code Please enter a valid e-mail');
  expect(screen.getByRole('alert')).toHaveTextContent('Please enter a valid e-mail');
});

describe('sanitizeDecimalInput', () => {
  it.each([
    ['', ''],
    ['12', '12'],
    ['0.1', '0.1'],
    ['.5', '0.5'],
    ['007', '7'],
    ['0.', '0.'],
    ['1,5', '1.5'],
    ['١٢٫٥', '12.5'],
    ['۳.۰۰۱', '3.001'],
    ['123456789012345678901234567890.12', '123456789012345678901234567890.12'],
  ])('accepts %j as %j', (raw, expected) => {
    expect(sanitizeDecimalInput(raw, 4)).toBe(expected);
  });

  it.each(['1e5', '-1', '1.2.3', 'abc', '0x10', 'Infinity', '1.23456'])('rejects %j', (raw) => {
    expect(sanitizeDecimalInput(raw, 4)).toBeNull();
  });

  it('refuses any point when no decimals are allowed', () => {
    expect(sanitizeDecimalInput('3.', 0)).toBeNull();
    expect(sanitizeDecimalInput('30', 0)).toBe('30');
  });
});

function Amount({ onValue }: { onValue: (v: string) => void }) {
  const [value, setValue] = useState('');
  return (
    <NumberInput
      aria-label="Amount"
      value={value}
      maxDecimals={2}
      suffix="USDT"
      onChange={(next) => {
        setValue(next);
        onValue(next);
      }}
    />
  );
}

it('keeps the typed decimal exactly, refusing exponents and extra decimals', async () => {
  const onValue = jest.fn();
  renderWithTheme(<Amount onValue={onValue} />);
  const input = screen.getByRole('textbox', { name: 'Amount' });
  expect(input).toHaveAttribute('inputmode', 'decimal');
  await userEvent.type(input, '0.105e');
  expect(input).toHaveValue('0.10');
  expect(onValue).toHaveBeenLastCalledWith('0.10');
  expect(screen.getByText('USDT')).toBeInTheDocument();
});
