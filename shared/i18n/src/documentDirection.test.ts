import { applyDocumentDirection, directionBeforePaintScript } from './documentDirection';

const fakeDocument = () => ({ documentElement: { lang: '', dir: '' } }) as unknown as Document;

it('sets <html lang> and dir for right-to-left languages', () => {
  const doc = fakeDocument();
  applyDocumentDirection('arabic', doc);
  expect(doc.documentElement).toMatchObject({ lang: 'ar', dir: 'rtl' });
  applyDocumentDirection('jp', doc);
  expect(doc.documentElement).toMatchObject({ lang: 'ja', dir: 'ltr' });
});

describe('directionBeforePaintScript', () => {
  const run = (stored: string | null, storage?: { getItem: () => string | null }) => {
    const doc = fakeDocument();
    const localStorage = storage ?? { getItem: () => stored };
    new Function('localStorage', 'document', directionBeforePaintScript)(localStorage, doc);
    return doc.documentElement;
  };

  it.each([
    ['fa', 'fa', 'rtl'],
    ['arabic', 'ar', 'rtl'],
    ['hk', 'zh-HK', 'ltr'],
    [null, 'en', 'ltr'],
    ['toString', 'en', 'ltr'],
  ])('stored %p gives lang %p dir %p', (stored, lang, dir) => {
    expect(run(stored)).toMatchObject({ lang, dir });
  });

  it('falls back to en when storage is blocked', () => {
    const blocked = {
      getItem: () => {
        throw new Error('SecurityError');
      },
    };
    expect(run(null, blocked)).toMatchObject({ lang: 'en', dir: 'ltr' });
  });
});
