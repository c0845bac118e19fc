import type * as z from 'zod/mini';

export type HttpMethod = 'GET' | 'POST' | 'PUT';

/**
 * One call of spec §7. The request schema parses what arrives on the wire (form-encoded, so numbers
 * arrive as strings: use z.coerce / the wire helpers); the response schema is the `message` of an ok
 * envelope. The server validates `request`, the client types and parses against both.
 *
 * Schemas are zod/mini ones (zod-mini.test.ts says why); `safeParse`/`parse` are methods of every
 * mini schema, and `z.input` / `z.output` of any zod v4 flavour read their types.
 */
export interface Endpoint<
  Req extends z.ZodMiniType = z.ZodMiniType,
  Res extends z.ZodMiniType = z.ZodMiniType,
> {
  /** The methods the server accepts; the client uses the first. */
  methods: readonly [HttpMethod, ...HttpMethod[]];
  /** Path under the page host, e.g. `/api/user/login`. */
  path: `/api/${string}`;
  /** Private calls need the token in the Authorization header; otherwise type 999. */
  auth: boolean;
  request: Req;
  response: Res;
}

export const defineEndpoint = <Req extends z.ZodMiniType, Res extends z.ZodMiniType>(
  endpoint: Endpoint<Req, Res>,
): Endpoint<Req, Res> => endpoint;

/** What the caller passes (before coercion) and what an ok response carries. */
export type RequestOf<E extends Endpoint> = z.input<E['request']>;
export type ParsedRequestOf<E extends Endpoint> = z.output<E['request']>;
export type ResponseOf<E extends Endpoint> = z.output<E['response']>;
