import { base32Decode, base32Encode, hotp, matchingStep, otpauthUri, totpAt, totpStep } from './totp';

// RFC 6238 Appendix B: the SHA-1 seed "12345678901234567890", 8 digits.
const rfcSecret = base32Encode(Buffer.from('12345678901234567890', 'ascii'));
const rfcVectors: Array<[number, string]> = [
  [59, '94287082'],
  [1111111109, '07081804'],
  [1111111111, '14050471'],
  [1234567890, '89005924'],
  [2000000000, '69279037'],
  [20000000000, '65353130'],
];

describe('TOTP (RFC 6238)', () => {
  it.each(rfcVectors)('at %i s gives %s', (seconds, code) => {
    expect(totpAt(rfcSecret, seconds * 1000, 8)).toBe(code);
  });

  it('gives the RFC 4226 HOTP values for counters 0 and 9', () => {
    const secret = Buffer.from('12345678901234567890', 'ascii');
    expect(hotp(secret, 0n)).toBe('755224');
    expect(hotp(secret, 9n)).toBe('520489');
  });

  it('round-trips base32 and reads the RFC 4648 example', () => {
    expect(base32Encode(Buffer.from('foobar'))).toBe('MZXW6YTBOI');
    expect(base32Decode('MZXW6YTBOI======').toString()).toBe('foobar');
  });

  it('accepts the code of the step before and after now, not two steps away', () => {
    const now = 1_700_000_000_000;
    const step = totpStep(now);
    const code = (offsetSteps: number) => totpAt(rfcSecret, now + offsetSteps * 30_000);
    expect(matchingStep(rfcSecret, code(0), now)).toBe(step);
    expect(matchingStep(rfcSecret, code(-1), now)).toBe(step - 1n);
    expect(matchingStep(rfcSecret, code(1), now)).toBe(step + 1n);
    expect(matchingStep(rfcSecret, code(-3), now)).toBeNull();
    expect(matchingStep(rfcSecret, '12ab56', now)).toBeNull();
  });

  it('builds the otpauth URI authenticator apps scan', () => {
    expect(otpauthUri('Exchange', 'a@b.co', 'ABC')).toBe(
      'otpauth://totp/Exchange%3Aa%40b.co?secret=ABC&issuer=Exchange&algorithm=SHA1&digits=6&period=30',
    );
  });
});
