import { randomUUID } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Redis } from 'ioredis';
import { fail } from '@exchange/protocol';
import type { ClusterKeys } from './redis';

/** An HTTP call an API node hands to the engine owner: replayed there through the same route. */
export interface Command {
  id: string;
  /** The node waiting for the answer (its reply channel). */
  node: string;
  method: string;
  url: string;
  headers: Record<string, string>;
  /** The parsed body (JSON or form), re-sent as JSON. */
  body?: unknown;
  /** The caller's address as the API node resolved it (rate limits key on it). */
  ip: string;
  /** Epoch ms after which the API node has answered a timeout: the engine drops it unexecuted. */
  deadline: number;
}

export interface Answer {
  id: string;
  status: number;
  headers: Record<string, string>;
  body: string;
}

/** Request headers the engine's handlers read (session, idempotency, validators, language). */
const forwardedRequestHeaders = ['authorization', 'idempotency-key', 'if-none-match', 'accept-language'];
/** Answer headers worth passing back (the body's type, validators and caching). */
const forwardedAnswerHeaders = ['content-type', 'etag', 'last-modified', 'cache-control'];
const JSON_TYPE = 'application/json; charset=utf-8';
/** Keep the command stream bounded (approximate trim on every add). */
const STREAM_MAX_LENGTH = 10_000;

function pick(headers: Record<string, unknown>, names: readonly string[]): Record<string, string> {
  const picked: Record<string, string> = {};
  for (const name of names) {
    const value = headers[name];
    if (typeof value === 'string') picked[name] = value;
    else if (Array.isArray(value) && typeof value[0] === 'string') picked[name] = value[0];
    else if (typeof value === 'number') picked[name] = String(value);
  }
  return picked;
}

/**
 * The API node's side: sends a command on the partition's stream and waits for the answer on this
 * node's reply channel. A call the engine does not answer in time answers `server.busy` (an error
 * envelope, never a 5xx); the client may retry (orders with the same Idempotency-Key).
 */
export class CommandClient {
  private readonly waiting = new Map<string, (answer: Answer | undefined) => void>();

  constructor(
    private readonly redis: Redis,
    private readonly keys: ClusterKeys,
    private readonly nodeId: string,
    private readonly timeoutMs: number,
  ) {}

  /** Hands a reply-channel message to the call waiting for it. */
  receive(message: string): void {
    const answer = JSON.parse(message) as Answer;
    this.waiting.get(answer.id)?.(answer);
  }

  async forward(partition: string, request: FastifyRequest, reply: FastifyReply): Promise<FastifyReply> {
    const answer = await this.call(partition, request);
    if (!answer) return reply.status(200).send(fail('server.busy'));
    return reply.status(answer.status).headers(answer.headers).send(answer.body);
  }

  /**
   * Sends the call to one partition and resolves with its answer (undefined: none in time).
   * `validators: false` leaves If-None-Match out (the caller merges whole answers, merge.ts).
   */
  call(partition: string, request: FastifyRequest, validators = true): Promise<Answer | undefined> {
    const headers = pick(request.headers, forwardedRequestHeaders);
    if (!validators) delete headers['if-none-match'];
    const command: Command = {
      id: randomUUID(),
      node: this.nodeId,
      method: request.method,
      url: request.url,
      headers,
      body: request.body ?? undefined,
      ip: request.ip,
      deadline: Date.now() + this.timeoutMs,
    };
    return new Promise<Answer | undefined>((resolve) => {
      const timer = setTimeout(() => finish(undefined), this.timeoutMs);
      const finish = (value: Answer | undefined) => {
        clearTimeout(timer);
        this.waiting.delete(command.id);
        resolve(value);
      };
      this.waiting.set(command.id, finish);
      this.redis
        .xadd(
          this.keys.commands(partition),
          'MAXLEN',
          '~',
          STREAM_MAX_LENGTH,
          '*',
          'c',
          JSON.stringify(command),
        )
        .catch((error: unknown) => {
          request.log.error({ err: error }, 'cluster: sending a command failed');
          finish(undefined);
        });
    });
  }

  /** Answers every waiting call with `server.busy` (the node is closing). */
  abandonAll(): void {
    for (const finish of [...this.waiting.values()]) finish(undefined);
  }
}

/**
 * A command an earlier owner read and never acknowledged may have run there, up to its commit. It is
 * run again only when that cannot do it twice: a read, or a call with an Idempotency-Key (a repeat
 * answers what the first run stored).
 */
export function safeToReplay(command: Command): boolean {
  return command.method === 'GET' || command.headers['idempotency-key'] !== undefined;
}

/**
 * The engine owner's side: reads the partition's stream with a consumer group, replays each command
 * through its own routes (`app.inject`: the same validation, session check and handler as a direct
 * call) and publishes the answer on the caller's reply channel. Commands run concurrently, as direct
 * HTTP calls would.
 *
 * On start it first adopts what a dead predecessor had read and not acknowledged (XAUTOCLAIM): the
 * callers are still waiting until their deadline, so those safe to replay are run and answered, the
 * others answered `server.busy` at once (what a timeout would have said, without the wait).
 */
export class CommandConsumer {
  private running = true;
  private loop: Promise<void> = Promise.resolve();
  private readonly inFlight = new Set<Promise<void>>();

  constructor(
    private readonly app: FastifyInstance,
    /** A connection of its own: XREADGROUP blocks it. */
    private readonly reader: Redis,
    private readonly writer: Redis,
    private readonly keys: ClusterKeys,
    private readonly partition: string,
    private readonly consumerName: string,
  ) {}

  async start(): Promise<void> {
    const stream = this.keys.commands(this.partition);
    try {
      await this.writer.xgroup('CREATE', stream, this.keys.commandGroup, '$', 'MKSTREAM');
    } catch (error) {
      if (!String(error).includes('BUSYGROUP')) throw error;
    }
    await this.adoptOrphans(stream);
    this.loop = this.consume(stream);
  }

  private async adoptOrphans(stream: string): Promise<void> {
    let cursor = '0-0';
    do {
      const reply = (await this.writer.xautoclaim(
        stream,
        this.keys.commandGroup,
        this.consumerName,
        0,
        cursor,
        'COUNT',
        256,
      )) as [string, Array<[string, string[]] | null>];
      cursor = reply[0];
      // (entries trimmed from the stream since they were read come back as null on Redis 6.2)
      for (const entry of reply[1]) if (entry) this.dispatch(stream, entry, 'adopted');
    } while (cursor !== '0-0');
  }

  private async consume(stream: string): Promise<void> {
    while (this.running) {
      let batch: unknown;
      try {
        batch = await this.reader.xreadgroup(
          'GROUP',
          this.keys.commandGroup,
          this.consumerName,
          'COUNT',
          256,
          'BLOCK',
          500,
          'STREAMS',
          stream,
          '>',
        );
      } catch (error) {
        if (!this.running) return;
        this.app.log.error({ err: error }, 'cluster: reading commands failed');
        await new Promise((resolve) => setTimeout(resolve, 500));
        continue;
      }
      for (const entry of entriesOf(batch)) this.dispatch(stream, entry, 'new');
    }
  }

  private dispatch(stream: string, [entryId, fields]: [string, string[]], origin: 'new' | 'adopted'): void {
    const task = this.execute(stream, entryId, fields, origin).finally(() => this.inFlight.delete(task));
    this.inFlight.add(task);
  }

  private async execute(
    stream: string,
    entryId: string,
    fields: string[],
    origin: 'new' | 'adopted',
  ): Promise<void> {
    const text = fields[fields.indexOf('c') + 1];
    try {
      if (!text) return;
      const command = JSON.parse(text) as Command;
      if (Date.now() > command.deadline) return;
      if (origin === 'adopted' && !safeToReplay(command)) {
        const busy = JSON.stringify(fail('server.busy'));
        await this.answer(command, { status: 200, headers: { 'content-type': JSON_TYPE }, body: busy });
        return;
      }
      const response = await this.app.inject({
        method: command.method as 'GET',
        url: command.url,
        headers:
          command.body === undefined
            ? command.headers
            : { ...command.headers, 'content-type': 'application/json' },
        payload: command.body === undefined ? undefined : JSON.stringify(command.body),
        remoteAddress: command.ip,
      });
      await this.answer(command, {
        status: response.statusCode,
        headers: pick(response.headers, forwardedAnswerHeaders),
        body: response.body,
      });
    } catch (error) {
      this.app.log.error({ err: error }, 'cluster: a command failed');
    } finally {
      await this.writer.xack(stream, this.keys.commandGroup, entryId).catch(() => undefined);
    }
  }

  private async answer(command: Command, answer: Omit<Answer, 'id'>): Promise<void> {
    const message: Answer = { id: command.id, ...answer };
    await this.writer.publish(this.keys.replies(command.node), JSON.stringify(message));
  }

  /** Stops reading and waits for the commands being executed. */
  async stop(): Promise<void> {
    this.running = false;
    await this.loop;
    await Promise.all([...this.inFlight]);
  }
}

/** XREADGROUP's reply: [[stream, [[id, [field, value, ...]], ...]]] or null. */
function entriesOf(batch: unknown): Array<[string, string[]]> {
  if (!Array.isArray(batch)) return [];
  const entries: Array<[string, string[]]> = [];
  for (const streamEntry of batch as Array<[string, Array<[string, string[]]>]>)
    for (const entry of streamEntry[1]) entries.push(entry);
  return entries;
}
