import { api } from './api';
import { MAX_WIRE_ID, wireId } from './wire';

describe('wire id', () => {
  it('accepts ids up to the largest a Postgres integer holds', () => {
    expect(wireId.parse('2147483647')).toBe(2147483647);
    expect(MAX_WIRE_ID).toBe(2 ** 31 - 1);
  });

  it('refuses a larger id with the validation.outOfRange key', () => {
    for (const tooBig of ['2147483648', '100000000000000000000']) {
      const result = wireId.safeParse(tooBig);
      expect(result.success).toBe(false);
      expect(result.error?.issues[0]?.message).toBe('validation.outOfRange');
    }
    expect(wireId.safeParse('1.5').error?.issues[0]?.message).not.toBe('validation.outOfRange');
  });

  it('bounds the id fields of the calls the probe found answering HTTP 500', () => {
    const tooBig = '99999999999';
    const cases: Array<[keyof typeof api, Record<string, unknown>, string]> = [
      ['newsList', { c_id: tooBig }, 'c_id'],
      ['newsDetail', { id: tooBig }, 'id'],
      ['currencyDetail', { id: tooBig }, 'id'],
      ['walletDetail', { currency: tooBig }, 'currency'],
      ['coinList', { currency: tooBig }, 'currency'],
      ['transactionAll', { legal_id: tooBig, currency_id: '1' }, 'legal_id'],
      ['transactionComplete', { legal_id: '1', currency_id: tooBig }, 'currency_id'],
    ];
    for (const [name, input, field] of cases) {
      const endpoint = api[name];
      expect(endpoint).toBeDefined();
      const result = endpoint.request.safeParse(input);
      expect({ name, success: result.success }).toEqual({ name, success: false });
      const issue = result.error?.issues.find((i) => i.path.join('.') === field);
      expect({ name, message: issue?.message }).toEqual({ name, message: 'validation.outOfRange' });
    }
  });
});

describe('uploaded picture fields', () => {
  const signed = '/api/uploads/0123456789abcdef0123456789abcdef.png?expires=1790000000&signature=AbC_-9';

  it('accept the signed URL /api/upload answers and keep it without its signature', () => {
    expect(
      api.realName.request.parse({ name: 'A', card_id: 'X1234567', front_pic: signed, reverse_pic: signed }),
    ).toMatchObject({ front_pic: '/api/uploads/0123456789abcdef0123456789abcdef.png' });
  });

  it('refuse anything else after the name', () => {
    const result = api.realName.request.safeParse({
      name: 'A',
      card_id: 'X1234567',
      front_pic: '/api/uploads/a.png?x=<script>',
      reverse_pic: signed,
    });
    expect(result.error?.issues[0]?.message).toBe('auth.pimg');
  });
});
