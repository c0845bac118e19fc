import { createHash, randomBytes } from 'node:crypto';
import { keccak_256 } from '@noble/hashes/sha3';
import type { Chain } from '@exchange/protocol';

/*
 * Deposit and withdrawal addresses in each network's real format, generated and checked without a
 * chain: EVM `0x` + 40 hex with the EIP-55 checksum (keccak-256 from @noble/hashes); base58check
 * (double SHA-256 checksum) with the network's version bytes for TRON, Bitcoin/OMNI, Litecoin,
 * Dogecoin and XRP (ripple alphabet); plain base58 of a 32-byte key for Solana.
 */

const BITCOIN_ALPHABET = '123456789ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz';
const RIPPLE_ALPHABET = 'rpshnaf39wBUDNEGHJKLM4PQRST7VWXYZ2bcdeCg65jkm8oFqi1tuvAxyz';

type Format =
  | { kind: 'evm' }
  | { kind: 'base58check'; alphabet: string; versions: number[] }
  | { kind: 'base58'; bytes: number };

const evm: Format = { kind: 'evm' };
const check = (versions: number[], alphabet = BITCOIN_ALPHABET): Format => ({
  kind: 'base58check',
  alphabet,
  versions,
});

/** The first version byte is the one generated; the others are accepted (e.g. P2SH `3...`). */
const formats: Record<Chain, Format> = {
  erc20: evm,
  eth: evm,
  bep20: evm,
  trc20: check([0x41]),
  trx: check([0x41]),
  omni: check([0x00, 0x05]),
  btc: check([0x00, 0x05]),
  ltc: check([0x30, 0x32, 0x05]),
  doge: check([0x1e, 0x16]),
  xrp: check([0x00], RIPPLE_ALPHABET),
  sol: { kind: 'base58', bytes: 32 },
};

export function base58Encode(bytes: Uint8Array, alphabet = BITCOIN_ALPHABET): string {
  let value = 0n;
  for (const byte of bytes) value = (value << 8n) | BigInt(byte);
  let out = '';
  while (value > 0n) {
    out = alphabet[Number(value % 58n)] + out;
    value /= 58n;
  }
  for (const byte of bytes) {
    if (byte !== 0) break;
    out = alphabet[0] + out;
  }
  return out;
}

export function base58Decode(text: string, alphabet = BITCOIN_ALPHABET): Uint8Array | null {
  if (text.length === 0 || text.length > 64) return null;
  let value = 0n;
  for (const char of text) {
    const digit = alphabet.indexOf(char);
    if (digit < 0) return null;
    value = value * 58n + BigInt(digit);
  }
  const body: number[] = [];
  while (value > 0n) {
    body.unshift(Number(value & 0xffn));
    value >>= 8n;
  }
  let zeros = 0;
  while (zeros < text.length && text[zeros] === alphabet[0]) zeros++;
  return Uint8Array.from([...new Array<number>(zeros).fill(0), ...body]);
}

const sha256d = (bytes: Uint8Array): Buffer =>
  createHash('sha256').update(createHash('sha256').update(bytes).digest()).digest();

export function base58CheckEncode(version: number, payload: Uint8Array, alphabet = BITCOIN_ALPHABET): string {
  const body = Uint8Array.from([version, ...payload]);
  return base58Encode(Uint8Array.from([...body, ...sha256d(body).subarray(0, 4)]), alphabet);
}

/** The version byte and payload of a valid base58check string, or null. */
export function base58CheckDecode(
  text: string,
  alphabet = BITCOIN_ALPHABET,
): { version: number; payload: Uint8Array } | null {
  const bytes = base58Decode(text, alphabet);
  if (!bytes || bytes.length < 5) return null;
  const body = bytes.subarray(0, bytes.length - 4);
  const sum = sha256d(body).subarray(0, 4);
  if (!sum.equals(Buffer.from(bytes.subarray(bytes.length - 4)))) return null;
  return { version: body[0] as number, payload: body.subarray(1) };
}

/** EIP-55: hex digit i is upper case when nibble i of keccak-256(lower-case hex) is 8 or more. */
export function toChecksumAddress(address: string): string {
  const hex = address.replace(/^0x/i, '').toLowerCase();
  const hash = Buffer.from(keccak_256(hex)).toString('hex');
  let out = '0x';
  for (let i = 0; i < hex.length; i++) {
    const char = hex[i] as string;
    out += parseInt(hash[i] as string, 16) >= 8 ? char.toUpperCase() : char;
  }
  return out;
}

function isEvmAddress(address: string): boolean {
  if (!/^0x[0-9a-fA-F]{40}$/.test(address)) return false;
  const hex = address.slice(2);
  // All one case carries no checksum (as wallets accept it); mixed case must match EIP-55.
  if (hex === hex.toLowerCase() || hex === hex.toUpperCase()) return true;
  return toChecksumAddress(address) === address;
}

/** Whether `address` is a valid address of `chain`. */
export function isValidAddress(chain: Chain, address: string): boolean {
  const format = formats[chain];
  switch (format.kind) {
    case 'evm':
      return isEvmAddress(address);
    case 'base58check': {
      const decoded = base58CheckDecode(address, format.alphabet);
      return decoded !== null && decoded.payload.length === 20 && format.versions.includes(decoded.version);
    }
    case 'base58':
      return base58Decode(address)?.length === format.bytes;
  }
}

/** A fresh address of `chain` from `random` bytes (20, or the key length for base58 chains). */
export function makeAddress(chain: Chain, random: (size: number) => Uint8Array = randomBytes): string {
  const format = formats[chain];
  switch (format.kind) {
    case 'evm':
      return toChecksumAddress(Buffer.from(random(20)).toString('hex'));
    case 'base58check':
      return base58CheckEncode(format.versions[0] as number, random(20), format.alphabet);
    case 'base58': {
      const key = random(format.bytes);
      // A leading zero byte would encode shorter; keep every key full length.
      if (key[0] === 0) key[0] = 1;
      return base58Encode(key);
    }
  }
}

/** XRP destination tags: an unsigned 32-bit number. */
export const isValidMemo = (chain: Chain, memo: string): boolean =>
  chain === 'xrp' ? /^\d{1,10}$/.test(memo) && BigInt(memo) <= 0xffffffffn : memo.length <= 64;
