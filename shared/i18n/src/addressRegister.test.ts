import { namespacesOf, textsWhere, wholeWords } from './testing/localeFiles';

// A language that has a polite and a familiar "you" speaks to the trader in one of them on every
// screen: the product's texts in es, pt, fr, de and ru use the polite one (usted, você, vous, Sie,
// вы). A text written later in the familiar form (Spanish had "Inicia sesión para ver tus órdenes"
// beside "Inicie sesión...") reads as a different product; this lists every such text.

/** Words of the familiar register, matched as whole words (letters on neither side). */
const familiar: Record<string, string[]> = {
  es: [
    'tu',
    'tus',
    'tú',
    'ti',
    'contigo',
    'tienes',
    'puedes',
    'quieres',
    'debes',
    'estás',
    'eres',
    'introduce',
    'elige',
    'inténtalo',
    'vuélvelo',
    'comparte',
    'recarga la',
    'cambia el',
  ],
  pt: ['tu', 'teu', 'tua', 'teus', 'tuas', 'contigo', 'tens', 'podes', 'estás'],
  fr: ['tu', 'ton', 'ta', 'tes', 'toi', 'te'],
  de: ['du', 'dein', 'deine', 'deinen', 'deinem', 'deiner', 'deines', 'dich', 'dir'],
  ru: ['ты', 'тебя', 'тебе', 'тобой', 'твой', 'твоя', 'твои', 'твоё', 'твоего', 'твоих', 'твою', 'твоей'],
};

/** Drops placeholders and technical names (DATA_DIR/operator.token), which are not words of the text. */
function withoutIdentifiers(text: string): string {
  return text.replace(/{{\s*\w+\s*}}/g, ' ').replace(/[A-Z][A-Z0-9_]*(?:[./_][\w.]+)+/g, ' ');
}

describe.each(Object.entries(familiar))('%s', (locale, words) => {
  const pattern = wholeWords(words);

  it('finds a familiar word when one is there (the check can fail)', () => {
    expect(pattern.test(`x ${words[0]} y`)).toBe(true);
    expect(pattern.test('Inicie sesión')).toBe(false);
  });

  it('addresses the trader in the polite register in every namespace', () => {
    expect(namespacesOf(locale).length).toBeGreaterThan(0);
    const familiarTexts = textsWhere(locale, (text) => pattern.test(withoutIdentifiers(text)));
    expect(familiarTexts).toEqual([]);
  });
});
