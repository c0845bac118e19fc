import type { FastifyInstance } from 'fastify';

/**
 * What a request body may be, checked before anything reads it further (issue 22): no call of the
 * protocol nests deeper than a few levels, and the largest form of any call is a few KiB. A deeper
 * or larger body answers HTTP 400 `request.tooDeep` / `request.tooLarge` (app.ts error handler).
 */
export const bodyLimits = {
  /** Objects and arrays inside one another, the outermost counting as 1. */
  maxDepth: 32,
  /** Bytes of a JSON or form-encoded body per call (uploads have their own limit, uploadLimits). */
  maxBytes: 64 * 1024,
} as const;

export const BODY_TOO_DEEP = 'BODY_TOO_DEEP';

/** The error a content-type parser hands fastify for a body nested past `bodyLimits.maxDepth`. */
export class BodyTooDeep extends Error {
  readonly statusCode = 400;
  readonly code = BODY_TOO_DEEP;
  constructor() {
    super(`body nested deeper than ${bodyLimits.maxDepth} levels`);
  }
}

/**
 * Whether the JSON text opens more than `maxDepth` objects or arrays inside one another, in one
 * pass over the text without parsing it (brackets inside strings do not count). Malformed text is
 * left to the parser.
 */
export function jsonNestsDeeperThan(text: string, maxDepth: number): boolean {
  let depth = 0;
  let inString = false;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (inString) {
      if (c === 0x5c /* \ */) i++;
      else if (c === 0x22 /* " */) inString = false;
    } else if (c === 0x22) inString = true;
    else if (c === 0x7b /* { */ || c === 0x5b /* [ */) {
      if (++depth > maxDepth) return true;
    } else if (c === 0x7d /* } */ || c === 0x5d /* ] */) depth--;
  }
  return false;
}

/** What the JSON parser hands on for a too-deep body: refused by the preValidation hook below. */
const tooDeepBody: unknown = Object.freeze({ tooDeep: true });

/**
 * Replaces fastify's JSON parser with one that refuses a too-deep body before parsing it (then
 * parses as fastify does, refusing `__proto__` and `constructor.prototype` keys), and sets the
 * size limit of JSON bodies (pass `bodyLimits.maxBytes` to @fastify/formbody for forms). The
 * refusal is a 400 answered by a hook rather than a parser error, because fastify closes the
 * connection after a parser error: a client sending deep bodies would cost a new connection each.
 */
export function installBodyLimits(app: FastifyInstance): void {
  const parse = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser(
    'application/json',
    { parseAs: 'string', bodyLimit: bodyLimits.maxBytes },
    (request, body, done) => {
      const text = String(body);
      if (jsonNestsDeeperThan(text, bodyLimits.maxDepth)) done(null, tooDeepBody);
      else parse(request, text, done);
    },
  );
  app.addHook('preValidation', async (request) => {
    if (request.body === tooDeepBody) throw new BodyTooDeep();
  });
}
