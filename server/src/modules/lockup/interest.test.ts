import { DAY_MS, cancelFee, dailyInterest, daysAccrued, interestFor, maturityOf } from './interest';

describe('lock-up interest', () => {
  it('accrues amount x rate / 100 a day (spec §5 estimated income = amount x rate / 100 x days)', () => {
    expect(dailyInterest('1000', '0.5')).toBe('5');
    expect(interestFor('1000', '0.5', 30)).toBe('150');
    // 333.33 x 0.35 / 100 = 1.166655 a day; 7 days = 8.166585
    expect(dailyInterest('333.33', '0.35')).toBe('1.166655');
    expect(interestFor('333.33', '0.35', 7)).toBe('8.166585');
  });

  it('cuts the daily interest to 8 decimals, never rounding up', () => {
    // 0.12345678 x 0.7 / 100 = 0.000864197460 -> 0.00086419
    expect(dailyInterest('0.12345678', '0.7')).toBe('0.00086419');
    expect(dailyInterest('0.00000001', '0.5')).toBe('0');
  });

  it('counts full days only, never past the term', () => {
    const start = 1_700_000_000_000;
    expect(daysAccrued(start, start - 1, 30)).toBe(0);
    expect(daysAccrued(start, start + DAY_MS - 1, 30)).toBe(0);
    expect(daysAccrued(start, start + DAY_MS * 2.5, 30)).toBe(2);
    expect(daysAccrued(start, start + DAY_MS * 45, 30)).toBe(30);
    expect(maturityOf(start, 30)).toBe(start + 30 * DAY_MS);
  });

  it('charges amount x cancel rate / 100, rounded up, at most the principal', () => {
    expect(cancelFee('1000', '2')).toBe('20');
    // 333.33 x 1.5 / 100 = 4.99995
    expect(cancelFee('333.33', '1.5')).toBe('4.99995');
    // 0.00000003 x 1 / 100 = 0.0000000003 -> 0.00000001
    expect(cancelFee('0.00000003', '1')).toBe('0.00000001');
    expect(cancelFee('1', '150')).toBe('1');
    expect(cancelFee('1000', '0')).toBe('0');
  });
});
