import { createHash } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { ok, type Endpoint, type LocaleCode } from '@exchange/protocol';
import { translationLocaleOf, variesByLanguage } from '../../services/reader-locale';
import type { PairMarket } from './pair-market';

/** One serialised `{type:'ok', message}` answer and its entity tag. */
export interface SerialisedAnswer {
  body: string;
  etag: string;
}

/**
 * An answer built from the live markets' tickers and last prices, serialised once and served from
 * memory until one of them changes (a trade, or a minute leaving a 24 h window): each read only
 * compares a revision and a price per market.
 */
export class CachedMarketAnswer {
  private stamps: number[] = [];
  private answer: SerialisedAnswer | undefined;

  constructor(
    private readonly markets: () => readonly PairMarket[],
    private readonly build: (now: number) => unknown,
  ) {}

  get(now: number): SerialisedAnswer {
    const markets = this.markets();
    let fresh = this.answer !== undefined && this.stamps.length === markets.length * 2;
    for (let i = 0; i < markets.length; i++) {
      const market = markets[i]!;
      const revision = market.revision(now);
      if (this.stamps[2 * i] !== revision || this.stamps[2 * i + 1] !== market.lastPrice) {
        fresh = false;
        this.stamps[2 * i] = revision;
        this.stamps[2 * i + 1] = market.lastPrice;
      }
    }
    if (!fresh || !this.answer) this.answer = serialiseAnswer(this.build(now));
    return this.answer;
  }
}

/** `{type:'ok', message}` as registerEndpoint would send it, and its entity tag. */
export function serialiseAnswer(message: unknown): SerialisedAnswer {
  const body = JSON.stringify(ok(message));
  return { body, etag: `"${createHash('sha1').update(body).digest('base64url')}"` };
}

/**
 * Serves a public, input-free read from a cached answer with validators: `ETag`, and
 * `Cache-Control: no-cache` so a browser revalidates every time and serves its stored body on a 304.
 * `If-None-Match` naming the current tag answers 304 (GET and HEAD). The body is the bytes
 * `registerEndpoint` would send for the same message. The answer is the reader's language's
 * (Accept-Language; English when it names none of ours or English): `Vary: Accept-Language`. The
 * route reads no session, so a logged-in user's set/lang choice does not enter; the web client
 * names its page's language on every call.
 */
export function registerCachedRead(
  app: FastifyInstance,
  endpoint: Endpoint,
  answer: (now: number, reader: LocaleCode | undefined) => SerialisedAnswer,
  now: () => number,
): void {
  app.route({
    method: [...endpoint.methods],
    url: endpoint.path,
    handler: async (request, reply) =>
      sendWithValidators(request, variesByLanguage(reply), answer(now(), translationLocaleOf(request))),
  });
}

/**
 * Sends a serialised answer with its validators: `ETag` and `Cache-Control: no-cache`; 304 when
 * If-None-Match names the tag (GET and HEAD).
 */
export function sendWithValidators(
  request: FastifyRequest,
  reply: FastifyReply,
  { body, etag }: SerialisedAnswer,
): FastifyReply {
  reply.header('etag', etag).header('cache-control', 'no-cache');
  if (request.method !== 'POST' && matchesTag(request.headers['if-none-match'], etag)) {
    return reply.code(304).send();
  }
  return reply.type('application/json; charset=utf-8').send(body);
}

/** If-None-Match: `*` or a comma-separated list of tags, weak (`W/`) ones compared weakly. */
export function matchesTag(header: string | undefined, etag: string): boolean {
  if (!header) return false;
  return header.split(',').some((raw) => {
    const tag = raw.trim();
    return tag === '*' || tag === etag || tag === `W/${etag}`;
  });
}
