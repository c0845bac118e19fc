import { chainKeys } from '@exchange/protocol';
import {
  base58CheckDecode,
  base58CheckEncode,
  isValidAddress,
  isValidMemo,
  makeAddress,
  toChecksumAddress,
} from './addresses';

describe('deposit and withdrawal addresses', () => {
  it('writes the EIP-55 checksum of the EIP test vectors', () => {
    for (const address of [
      '0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed',
      '0xfB6916095ca1df60bB79Ce92cE3Ea74c37c5d359',
      '0xdbF03B407c01E7cD3CBea99509d93f8DDDC8C6FB',
      '0xD1220A0cf47c7B9Be7A2E6BA89F429762e7b9aDb',
    ]) {
      expect(toChecksumAddress(address.toLowerCase())).toBe(address);
      expect(isValidAddress('erc20', address)).toBe(true);
    }
  });

  it('refuses an EVM address whose mixed case breaks the checksum, or of the wrong length', () => {
    expect(isValidAddress('erc20', '0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAeD')).toBe(false);
    expect(isValidAddress('erc20', '0x5aaeb6053f3e94c9b9a09f33669435e7ef1beaed')).toBe(true);
    expect(isValidAddress('erc20', '0x5aaeb6053f3e94c9b9a09f33669435e7ef1bea')).toBe(false);
    expect(isValidAddress('erc20', '5aaeb6053f3e94c9b9a09f33669435e7ef1beaed00')).toBe(false);
  });

  it('reads real base58check addresses of Bitcoin, TRON and XRP', () => {
    expect(isValidAddress('btc', '1A1zP1eP5QGefi2DMPTfTL5SLmv7DivfNa')).toBe(true);
    expect(isValidAddress('omni', '1A1zP1eP5QGefi2DMPTfTL5SLmv7DivfNa')).toBe(true);
    expect(isValidAddress('trc20', 'TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6t')).toBe(true);
    expect(isValidAddress('xrp', 'rHb9CJAWyB4rj91VRWn96DkukG4bwdtyTh')).toBe(true);
    expect(isValidAddress('sol', 'So11111111111111111111111111111111111111112')).toBe(true);
  });

  it('refuses a changed character, another network and garbage', () => {
    expect(isValidAddress('btc', '1A1zP1eP5QGefi2DMPTfTL5SLmv7DivfNb')).toBe(false);
    expect(isValidAddress('trc20', '1A1zP1eP5QGefi2DMPTfTL5SLmv7DivfNa')).toBe(false);
    expect(isValidAddress('omni', 'TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6t')).toBe(false);
    expect(isValidAddress('xrp', '1A1zP1eP5QGefi2DMPTfTL5SLmv7DivfNa')).toBe(false);
    for (const chain of chainKeys) {
      expect(isValidAddress(chain, '')).toBe(false);
      expect(isValidAddress(chain, 'not an address')).toBe(false);
      expect(isValidAddress(chain, '0OIl')).toBe(false);
    }
  });

  it('generates addresses every network accepts, and only its own', () => {
    for (const chain of chainKeys) {
      for (let i = 0; i < 20; i++) {
        const address = makeAddress(chain);
        expect(isValidAddress(chain, address)).toBe(true);
      }
    }
    expect(makeAddress('erc20')).toMatch(/^0x[0-9a-fA-F]{40}$/);
    expect(makeAddress('trc20')).toMatch(/^T[1-9A-HJ-NP-Za-km-z]{33}$/);
    expect(makeAddress('omni')).toMatch(/^1[1-9A-HJ-NP-Za-km-z]{25,33}$/);
    expect(makeAddress('xrp')).toMatch(/^r/);
    expect(isValidAddress('btc', makeAddress('trc20'))).toBe(false);
  });

  it('round-trips base58check with leading zero bytes', () => {
    const payload = Uint8Array.from([0, 0, 1, 2, 3]);
    const decoded = base58CheckDecode(base58CheckEncode(0, payload));
    expect(decoded?.version).toBe(0);
    expect([...(decoded?.payload ?? [])]).toEqual([0, 0, 1, 2, 3]);
  });

  it('takes XRP destination tags as 32-bit numbers', () => {
    expect(isValidMemo('xrp', '4294967295')).toBe(true);
    expect(isValidMemo('xrp', '4294967296')).toBe(false);
    expect(isValidMemo('xrp', 'abc')).toBe(false);
  });
});
