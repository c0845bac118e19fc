import { localeCodes } from '@exchange/protocol';
import { projectTexts, type Round } from './seed-texts';

const coin = { name: 'UNI', full: 'Uniswap', price: '6.5' };
const rounds: Round[] = [
  { kind: 'numbered', n: 7 },
  { kind: 'builders' },
  { kind: 'community' },
  { kind: 'ecosystem' },
  { kind: 'launch' },
  { kind: 'data' },
];
/** Our right-to-left languages (shared/i18n `languages.ts`, `rtl`). */
const rightToLeft = new Set(['arabic', 'fa']);
const textOf = (html: string) => html.replace(/<[^>]+>/g, ' ');
/** The first letter of a text, which `dir="auto"` lays the whole text out by. */
const firstLetter = (text: string) => /\p{L}/u.exec(text)?.[0] ?? '';

describe.each(localeCodes)('the demo projects in %s', (locale) => {
  it('name the coin, its amount, price and win rate in every round, each round differently', () => {
    const titles = rounds.map((round) => {
      const texts = projectTexts(locale, coin, round, '80000', '25');
      expect(texts.title).toContain('Uniswap');
      expect(texts.summary).toMatch(/80000 UNI.*6\.5 USDT.*25/s);
      expect(textOf(texts.content)).toMatch(/Uniswap \(UNI\)|Uniswap（UNI）|Uniswap\(UNI\)/);
      expect(texts.content).toMatch(
        /^<h3>[^<]+<\/h3><p>[^<]+<\/p><ul>(<li>[^<]+<\/li>){3}<\/ul><p><em>[^<]+<\/em><\/p>$/,
      );
      return texts.title;
    });
    expect(new Set(titles).size).toBe(rounds.length);
    expect(titles[0]).toContain('7');
  });

  it('open every text on a letter of its own direction, so the page lays it out the right way', () => {
    const rtl = rightToLeft.has(locale);
    const texts = projectTexts(locale, coin, { kind: 'launch' }, '80000', '25');
    for (const text of [texts.title, texts.summary, textOf(texts.content)]) {
      expect(/\p{Script=Arabic}/u.test(firstLetter(text))).toBe(rtl);
    }
  });
});
