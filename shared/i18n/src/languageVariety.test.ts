import { namespacesOf, textsWhere, wholeWords } from './testing/localeFiles';

// A language spoken in two standard varieties is written in one of them on every screen. The
// Portuguese screens are Brazilian ("senha", "Digite", "cadastro", "tela"), and the server's answers
// were European ("Introduza a sua palavra-passe", "Registo concluído, inicie sessão", "ecrã"): a
// trader read two products, one of them in the other country's words. This lists every such text.

/** Words and phrases only the other variety uses, matched as whole words (letters on neither side). */
const otherVariety: Record<string, { variety: string; words: string[] }> = {
  pt: {
    variety: 'Brazilian',
    words: [
      'palavra-passe',
      'palavras-passe',
      'introduza',
      'introduzidas',
      'registo',
      'registada',
      'registado',
      'ecrã',
      'utilizador',
      'utilizadores',
      'ficheiro',
      'telemóvel',
      'equipa',
      'demasiado',
      'demasiada',
      'demasiados',
      'demasiadas',
      'correu mal',
      'aceites',
      'a aguardar',
      'inicie sessão',
      'noutros',
      'noutras',
      'premida',
      'premido',
    ],
  },
};

describe.each(Object.entries(otherVariety))('%s', (locale, { variety, words }) => {
  const pattern = wholeWords(words);

  it('finds a word of the other variety when one is there (the check can fail)', () => {
    expect(pattern.test(`Introduza a sua palavra-passe`)).toBe(true);
    expect(pattern.test('Digite sua senha')).toBe(false);
  });

  it(`is written in ${variety} ${locale} in every namespace`, () => {
    expect(namespacesOf(locale).length).toBeGreaterThan(0);
    const strays = textsWhere(locale, (text) => pattern.test(text));
    expect(strays).toEqual([]);
  });
});
