import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import { fail, ok, type Endpoint } from '@exchange/protocol';
import { ApiError } from '../errors';
import type { AuthUser, ServerContext } from '../context';
import { BodyTooDeep } from './body-limits';
import { inputProblem, issueToError } from './validation';
import { keyedRequestOf, recordKeyedCall, type KeyedRequest, type KeyMessages } from '../services/idempotency-key';

/** What a handler receives: the validated input and who is calling. */
export interface Call<E extends Endpoint> {
  input: z.output<E['request']>;
  /** The caller when a valid token came with the request (always set on `auth` endpoints). */
  user: AuthUser | null;
  /** The caller on an `auth` endpoint. */
  me: AuthUser;
  /** Client address, for rate limits. */
  ip: string;
  request: FastifyRequest;
  reply: FastifyReply;
  /**
   * The request's Idempotency-Key and fingerprint, on a call registered as `keyedCall(endpoint, ...)`
   * (undefined without a key): the only way a handler reads a key (services/idempotency-key.ts).
   */
  keyed: KeyedRequest | undefined;
}

/** Returns the ok message; failures are thrown as ApiError. */
export type Handler<E extends Endpoint> = (call: Call<E>) => Promise<z.output<E['response']>>;

type AnyEndpoint = Endpoint & { envelope?: false; idempotency?: KeyMessages };

export interface EndpointOptions {
  /**
   * The answer for a failure (bad input, missing session, ApiError) of an `envelope: false` call,
   * in that call's own form; without it failures answer the `{type, message}` envelope.
   */
  failure?: (error: ApiError) => unknown;
}

/**
 * The one way to expose a protocol call (spec §7 wire rules):
 * - input = query merged with the body (form-encoded or JSON), `_timespan` dropped, then parsed by
 *   `endpoint.request`; a bad input answers `{type:'error', message: key}` before the handler runs;
 * - the token comes from `Authorization` (`Bearer x` or bare `x`); a private call without a valid
 *   one answers type 999;
 * - the handler's result is wrapped as `{type:'ok', message}` (or sent as is for `envelope: false`
 *   calls such as currency/new_timeshar); an ApiError becomes `{type, message, params}`, or
 *   `options.failure(error)` when given.
 */
export function registerEndpoint<E extends AnyEndpoint>(
  app: FastifyInstance,
  ctx: ServerContext,
  endpoint: E,
  handler: Handler<E>,
  options: EndpointOptions = {},
): void {
  const { idempotency } = endpoint;
  if (idempotency) recordKeyedCall(ctx, endpoint.path);
  app.route({
    method: [...endpoint.methods],
    url: endpoint.path,
    handler: async (request, reply) => {
      try {
        const user = await ctx.sessions.resolve(tokenOf(request));
        if (endpoint.auth && !user) throw new ApiError('session.expired', 999);
        const input = inputOf(request);
        const problem = inputProblem(input);
        // Only a parser without its own depth check can get here (the JSON one refuses first).
        if (problem?.kind === 'tooDeep') throw new BodyTooDeep();
        if (problem) throw new ApiError('validation.invalid', 'error', { field: problem.field });
        const parsed = endpoint.request.safeParse(input);
        if (!parsed.success) throw issueToError(parsed.error, input);
        const keyed = idempotency
          ? keyedRequestOf(request, endpoint.path, parsed.data as object, idempotency)
          : undefined;
        const message = await handler({
          input: parsed.data as z.output<E['request']>,
          keyed,
          user,
          get me(): AuthUser {
            if (!user) throw new ApiError('session.expired', 999);
            return user;
          },
          ip: request.ip,
          request,
          reply,
        });
        if (ctx.config.validateResponses) checkResponse(endpoint, message);
        return endpoint.envelope === false ? message : ok(message);
      } catch (error) {
        if (error instanceof ApiError) {
          if (error.httpStatus !== undefined) void reply.code(error.httpStatus);
          return options.failure ? options.failure(error) : fail(error.key, error.type, error.params);
        }
        throw error;
      }
    },
  });
}

export function tokenOf(request: FastifyRequest): string | undefined {
  const header = request.headers.authorization?.trim();
  if (!header) return undefined;
  const token = header.replace(/^Bearer\s+/i, '').trim();
  return token && token !== 'null' && token !== 'undefined' ? token : undefined;
}

function inputOf(request: FastifyRequest): Record<string, unknown> {
  const query = isRecord(request.query) ? request.query : {};
  const body = isRecord(request.body) ? request.body : {};
  const input: Record<string, unknown> = { ...query, ...body };
  delete input._timespan;
  return input;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function checkResponse(endpoint: AnyEndpoint, message: unknown): void {
  const result = endpoint.response.safeParse(message);
  if (!result.success) {
    throw new Error(`response of ${endpoint.path} does not match its schema: ${result.error.message}`);
  }
}
