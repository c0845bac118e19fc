import { localeCodes, localeTags, type LocaleCode } from '@exchange/protocol';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { AuthUser } from './sessions';

const primarySubtag = (tag: string) => tag.split('-')[0] ?? '';

/** Our locales by their tag (`zh-hk` → hk), then by its primary subtag (`ar` → arabic, `zh` → zh). */
const localeByTag = new Map<string, LocaleCode>();
for (const code of localeCodes) localeByTag.set(localeTags[code].toLowerCase(), code);
for (const code of localeCodes) {
  const primary = primarySubtag(localeTags[code].toLowerCase());
  if (!localeByTag.has(primary)) localeByTag.set(primary, code); // zh-CN comes before zh-HK: `zh` is zh
}
/** Chinese written in traditional characters (Taiwan, Macao, Hant): Hong Kong's locale. */
const traditionalChinese = /^zh-(hk|mo|tw|hant)\b/;

/** One language tag of Accept-Language as our locale, if we have it (`ar-EG` → arabic, `zh-TW` → hk). */
export function localeOfTag(tag: string): LocaleCode | undefined {
  const lower = tag.trim().toLowerCase();
  if (traditionalChinese.test(lower)) return 'hk';
  return localeByTag.get(lower) ?? localeByTag.get(primarySubtag(lower));
}

/**
 * The reader's language from an Accept-Language header: the most preferred tag (by q, then order)
 * that names one of our locales. The web client sends the page's language (its <html lang>); a
 * browser on its own sends the user's browser languages.
 */
export function localeOfAcceptLanguage(header: string | undefined): LocaleCode | undefined {
  if (!header) return undefined;
  const ranked = header
    .split(',')
    .map((part, order) => {
      const [tag = '', ...params] = part.split(';');
      const q = params.map((param) => /^\s*q=([\d.]+)\s*$/.exec(param)?.[1]).find(Boolean);
      return { tag, q: q === undefined ? 1 : Number(q), order };
    })
    .filter(({ q }) => q > 0)
    .sort((a, b) => b.q - a.q || a.order - b.order);
  for (const { tag } of ranked) {
    const locale = localeOfTag(tag);
    if (locale) return locale;
  }
  return undefined;
}

/**
 * The reader of a request as a query takes it: Accept-Language's locale (null when it names none of
 * ours) and the logged-in user's id (null for a visitor), for `readerLocaleSql`.
 */
export type Reader = [accept: LocaleCode | null, user: number | null];

export function readerOf(request: FastifyRequest, user: AuthUser | null): Reader {
  return [localeOfAcceptLanguage(request.headers['accept-language']) ?? null, user?.id ?? null];
}

/**
 * SQL for the reader's language from the two parameters `readerOf` gives ($accept, $user): the
 * request's Accept-Language when it names one of ours, else a logged-in user's set/lang choice, else
 * English. Content tables keep English in their own row and other languages beside it.
 */
export const readerLocaleSql = (accept: string, user: string) =>
  `COALESCE(${accept}, (SELECT locale FROM users WHERE id = ${user}), 'en')`;

/** An answer that depends on the reader's language: caches must keep the languages apart. */
export const variesByReader = (reply: FastifyReply) => reply.header('Vary', 'Accept-Language, Authorization');

/**
 * For a route that reads no session: the language whose translations a request asks for
 * (Accept-Language's locale), undefined when that is English or none of ours (the texts' own).
 */
export function translationLocaleOf(request: FastifyRequest): LocaleCode | undefined {
  const locale = localeOfAcceptLanguage(request.headers['accept-language']);
  return locale === 'en' ? undefined : locale;
}

/** An answer of such a route: it varies with Accept-Language alone. */
export const variesByLanguage = (reply: FastifyReply) => reply.header('Vary', 'Accept-Language');
