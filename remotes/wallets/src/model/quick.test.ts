import type { PayCurrency } from '@exchange/protocol';
import { capQuickAmount, checkQuick, estimatedReceive, feePercent, quickCap } from './quick';

const btc: PayCurrency = { currency: 2, currency_name: 'BTC', change_balance: '0.5', price: '60000' };

describe('quick exchange rules (spec §5)', () => {
  it('caps the amount at the selection balance, 0 without a selection', () => {
    expect(quickCap(undefined)).toBe('0');
    expect(capQuickAmount('3', undefined)).toBe('0');
    expect(capQuickAmount('0.7', btc)).toBe('0.5');
    expect(capQuickAmount('0.25', btc)).toBe('0.25');
    expect(capQuickAmount('0.', btc)).toBe('0.');
  });
  it('names what is missing', () => {
    expect(checkQuick('1', undefined)).toBe('noCurrency');
    expect(checkQuick('', btc)).toBe('enterAmount');
    expect(checkQuick('0', btc)).toBe('enterAmount');
    expect(checkQuick('0.6', btc)).toBe('overBalance');
    expect(checkQuick('0.5', btc)).toBeUndefined();
  });
  it('estimates the receipt at the quote less the fee, exactly', () => {
    expect(estimatedReceive('0.1', '60000', '0.002')).toBe('5988');
    expect(estimatedReceive('', '60000', '0.002')).toBe('0');
    expect(estimatedReceive('0.00000001', '0.1', '0.002')).toBe('0');
  });

  it('shows the fee rate (a fraction) as a percentage', () => {
    expect(feePercent('0.002')).toBe('0.2%');
    expect(feePercent('0.00045')).toBe('0.045%');
    expect(feePercent('0.01')).toBe('1%');
    expect(feePercent('0')).toBe('0%');
  });
});
