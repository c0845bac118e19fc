import { fieldReportLimits } from '@exchange/protocol';

const email = /[^\s@<>()[\]"',;:]+@[^\s@<>()[\]"',;:]+\.[A-Za-z]{2,}/g;
/** A URL's query or fragment: `?a=1&b=2`, `#token=...` (tokens, ids and addresses travel there). */
const urlQuery = /([A-Za-z0-9_.~%/:-])[?#][^\s"'<>)]*/g;
/** Six digits or more (with spaces, dots or dashes between): phone numbers, account and card numbers. */
const longDigits = /\d(?:[\s.-]?\d){5,}/g;

/**
 * What a field report's message may keep: its first 300 characters once anything personal-looking
 * is replaced (an e-mail by `[email]`, a URL's query or fragment by `?[query]`, a run of six digits
 * or more by `[number]`). Control characters become spaces.
 */
export function scrubMessage(text: string): string {
  const cleaned = [...text]
    .map((char) => (char.charCodeAt(0) < 0x20 || char === '\u007f' ? ' ' : char))
    .join('')
    .replace(/ {2,}/g, ' ')
    .replace(email, '[email]')
    .replace(urlQuery, '$1?[query]')
    .replace(longDigits, '[number]')
    .trim();
  return [...cleaned].slice(0, fieldReportLimits.maxMessage).join('');
}
