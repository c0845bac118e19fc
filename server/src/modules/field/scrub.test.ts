import { scrubMessage } from './scrub';

describe('scrubMessage', () => {
  it('replaces e-mails, URL queries and fragments, and long digit runs', () => {
    expect(
      scrubMessage(
        'Failed for alice.smith+x@example.co.uk at https://host.test/spot?user=42&token=abc#frag (call 0612 345 678, order 123456)',
      ),
    ).toBe('Failed for [email] at https://host.test/spot?[query] (call [number], order [number])');
  });

  it('keeps short numbers, paths and versions', () => {
    expect(
      scrubMessage('Loading chunk 42 failed: http://localhost:3002/releases/1.4.0-ab12cd34ef/412.js'),
    ).toBe('Loading chunk 42 failed: http://localhost:3002/releases/1.4.0-ab12cd34ef/412.js');
  });

  it('cuts the message to 300 characters and turns control characters into spaces', () => {
    expect(scrubMessage('x'.repeat(1000))).toHaveLength(300);
    expect(scrubMessage('line one\nline\ttwo')).toBe('line one line two');
  });
});
