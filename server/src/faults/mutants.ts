/**
 * Values past any schema: wrong types, numbers out of every range, exponents, negative zero,
 * NaN/Infinity spelled out, signs and blanks around digits, unicode that looks like nothing
 * (RTL marks, zero-width, NUL), emoji, other digit systems, overlong strings, markup and SQL.
 */
export const stringMutants: readonly string[] = [
  '',
  ' ',
  '0',
  '-0',
  '-1',
  '+1',
  '1e308',
  '1e-400',
  '1E5',
  '-1e308',
  '0x10',
  '1_000',
  '1,5',
  'NaN',
  'Infinity',
  '-Infinity',
  '9'.repeat(400),
  `0.${'0'.repeat(60)}1`,
  '18446744073709551616',
  '2147483648',
  '9007199254740993',
  '1.5',
  '0.000000000000000000001',
  ' 1 ',
  '\t1\n',
  '\u200f1',
  '1\u200b',
  '\u202eabc',
  '\ufeff2',
  '💸🚀',
  'a\u0000b',
  '\u0000',
  '١٢٣',
  '１２３',
  'x'.repeat(10_001),
  '<script>alert(1)</script>',
  "' OR 1=1 --",
  'null',
  'undefined',
  'true',
  '[object Object]',
  '%00',
  '../../etc/passwd',
  '\ud800',
];

/** JSON-only values: the wrong JSON type for any field. */
export const jsonMutants: readonly unknown[] = [
  null,
  true,
  false,
  0,
  -0,
  1e308,
  -1,
  1.5,
  Number.MAX_SAFE_INTEGER + 2,
  [],
  [1, 2],
  ['1'],
  {},
  { $gt: '' },
  { toString: 'x' },
  [[[[[[]]]]]],
];

/** Whole bodies that are not an object of fields. */
export const rawBodies: readonly { contentType: string; payload: string }[] = [
  { contentType: 'application/json', payload: '[1,2,3]' },
  { contentType: 'application/json', payload: '"text"' },
  { contentType: 'application/json', payload: '42' },
  { contentType: 'application/json', payload: 'null' },
  { contentType: 'application/json', payload: '{"a":' },
  {
    contentType: 'application/json',
    payload: '{"__proto__":{"admin":true},"constructor":{"prototype":{"x":1}}}',
  },
  { contentType: 'application/x-www-form-urlencoded', payload: '%%%=%%&&==&a[b]=1&__proto__=1' },
  { contentType: 'text/plain', payload: 'hello' },
  { contentType: 'application/json', payload: `{"x":"${'y'.repeat(20_000)}"}` },
];

/** Extra fields a client has no business sending. */
export const extraFields: Record<string, string> = {
  user_id: '1',
  id: '1',
  is_admin: '1',
  balance: '1000000',
  status: '2',
  __proto__x: 'x',
  constructor: 'x',
};
