import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { chargeReq, login, type Endpoint } from '@exchange/protocol';
import { serverRoot } from '../paths';
import { newTrader, type Trader } from '../modules/spot/spot-test-kit';
import { startTestServer, type TestServer } from '../testing/test-server';
import { fuzzInputs, protocolEndpoints, type FuzzInput } from './fuzz-inputs';
import { changes, differences, installStateProbe, type StateProbe } from './state-probe';

// Every call of @exchange/protocol, as a visitor and as a funded user with a trade password, with
// inputs generated from its request schema and mutated past it (mutants.ts), form-encoded and JSON.
// No answer is a 5xx; every failure carries a message key of the `server` namespace; and a
// rejected input (any answer but 'ok') changes nothing: row counts of every table, ledger totals and
// the per-table write counter are the same before and after (state-probe.ts lists the exclusions).
// Seeded (FUZZ_SEED), bounded; it prints how many calls and inputs it tried.

const SEED = Number(process.env.FUZZ_SEED ?? 14);
const PHONE = '13700000001';

type Tree = { [key: string]: string | Tree };
const keysOf = (tree: Tree, prefix = ''): string[] =>
  Object.entries(tree).flatMap(([k, v]) =>
    typeof v === 'string' ? [prefix + k] : keysOf(v, `${prefix}${k}.`),
  );
const serverKeys = new Set(
  keysOf(
    JSON.parse(readFileSync(join(serverRoot(), '../shared/i18n/src/locales/en/server.json'), 'utf8')) as Tree,
  ),
);

let server: TestServer;
let user: Trader;
let probe: StateProbe;

jest.setTimeout(240_000);

beforeAll(async () => {
  server = await startTestServer({ rateLimits: false, validateResponses: false });
  user = await newTrader(server, PHONE);
  probe = await installStateProbe(server.db);
});

afterAll(async () => {
  await server?.stop();
});

interface Answer {
  status: number;
  body: unknown;
}

async function send(endpoint: Endpoint, input: FuzzInput, token: string | undefined): Promise<Answer> {
  const method = endpoint.methods[0];
  const headers: Record<string, string> = token ? { authorization: `Bearer ${token}` } : {};
  let url: string = endpoint.path;
  let payload: string | undefined;
  if (input.encoding === 'raw') {
    if (method === 'GET') url += `?${input.payload.slice(0, 2000)}`;
    else [headers['content-type'], payload] = [input.contentType, input.payload];
  } else {
    const form = new URLSearchParams();
    for (const [key, value] of Object.entries(input.fields))
      for (const item of Array.isArray(value) ? value : [value])
        form.append(key, typeof item === 'string' ? item : JSON.stringify(item));
    if (method === 'GET') url += `?${form.toString()}`;
    else if (input.encoding === 'json') {
      headers['content-type'] = 'application/json';
      payload = JSON.stringify(input.fields);
    } else {
      headers['content-type'] = 'application/x-www-form-urlencoded';
      payload = form.toString();
    }
  }
  const response = await server.app.inject({ method, url, headers, payload });
  let body: unknown = response.body;
  try {
    body = response.json();
  } catch {
    // not JSON (a served file): only the status is checked
  }
  return { status: response.statusCode, body };
}

interface Finding {
  call: string;
  caller: string;
  input: string;
  problem: string;
}

it('answers every protocol call without a 5xx, with a known key on failure, and writes nothing for a rejected input', async () => {
  const started = Date.now();
  const endpoints = protocolEndpoints().filter((e) => e.path.includes(process.env.FUZZ_ONLY ?? ''));
  const findings: Finding[] = [];
  let calls = 0;
  let inputs = 0;
  let rejected = 0;
  const keys = new Map<string, number>();
  let token = user.token;
  let writes = await probe.writes();

  for (const [index, endpoint] of endpoints.entries()) {
    const all = fuzzInputs(endpoint, SEED * 1000 + index);
    inputs += all.length;
    // Row counts and ledger totals around the endpoint's calls; the write counter around each call.
    const before = await probe.snapshot();
    let accepted = 0;
    const callers: { name: string; inputs: FuzzInput[] }[] = [
      { name: 'visitor', inputs: endpoint.auth ? all.slice(0, 3) : all },
      { name: 'user', inputs: all },
    ];
    for (const caller of callers) {
      for (const input of caller.inputs) {
        const answer = await send(endpoint, input, caller.name === 'user' ? token : undefined);
        calls += 1;
        const found = (problem: string) =>
          findings.push({ call: endpoint.path, caller: caller.name, input: input.what, problem });
        if (answer.status >= 500) found(`HTTP ${answer.status} ${JSON.stringify(answer.body).slice(0, 300)}`);
        const envelope = answer.body as { type?: unknown; message?: unknown } | null;
        const isEnvelope = typeof envelope === 'object' && envelope !== null && 'type' in envelope;
        const isOk = isEnvelope && envelope.type === 'ok';
        if (isEnvelope && !isOk) {
          rejected += 1;
          keys.set(String(envelope.message), (keys.get(String(envelope.message)) ?? 0) + 1);
          if (typeof envelope.message !== 'string' || !serverKeys.has(envelope.message))
            found(`unknown message key ${JSON.stringify(envelope.message)}`);
        }
        const after = await probe.writes();
        if (isOk) accepted += 1;
        else {
          const changed = differences('writes', writes, after);
          if (changed.length > 0)
            found(`rejected (${JSON.stringify(envelope?.message)}) but wrote ${changed.join(', ')}`);
        }
        writes = after;
        if (caller.name === 'user' && envelope?.type === 999) {
          // The fuzz logged itself out (user/logout, a session revoke): log in again.
          const again = await server.call(login, { user_string: PHONE, password: 'secret12' });
          if (again.type !== 'ok') throw new Error(`cannot log in again: ${JSON.stringify(again)}`);
          token = again.message as string;
          accepted += 1;
          writes = await probe.writes();
        }
      }
    }
    if (accepted === 0) {
      const changed = changes(before, await probe.snapshot());
      if (changed.length > 0)
        findings.push({
          call: endpoint.path,
          caller: 'all',
          input: 'every input rejected',
          problem: changed.join(', '),
        });
    }
  }
  console.log(
    JSON.stringify({
      faults: 'fuzz',
      seed: SEED,
      storage: server.storage.databaseUrl ? 'postgres' : 'pglite',
      endpoints: endpoints.length,
      inputs,
      calls,
      rejected,
      tablesWatched: probe.tables.length,
      distinctKeys: keys.size,
      topKeys: [...keys].sort((a, b) => b[1] - a[1]).slice(0, 8),
      seconds: (Date.now() - started) / 1000,
    }),
  );
  expect(findings).toEqual([]);
});

it('sees a write of a rejected call: a balance moved, a row added', async () => {
  const before = await probe.snapshot();
  await server.db.query(`UPDATE wallets SET change_balance = change_balance WHERE user_id = $1`, [user.id]);
  await server.db.query(
    `INSERT INTO wallet_transfers (user_id, currency_id, amount, from_field, to_field, created_at)
                         VALUES ($1, 1, 1, 'change', 'lever', 0)`,
    [user.id],
  );
  const changed = changes(before, await probe.snapshot());
  expect(changed).toEqual(
    expect.arrayContaining([
      expect.stringMatching(/^counts\.wallet_transfers: \d+ -> \d+$/),
      expect.stringMatching(/^writes\.wallets: /),
      expect.stringMatching(/^writes\.wallet_transfers: /),
    ]),
  );
});

// Found by this fuzz (seed 3): a NUL character in a text field reached a Postgres text column and
// failed the write with a 500. Every call now refuses it as validation.invalid (http/validation.ts nulField).
it('refuses a NUL character in a field as invalid, writing nothing', async () => {
  const fields = { amount: '300', account: 'ICBC\u00006222', currency: '1' };
  const token = (await server.call(login, { user_string: PHONE, password: 'secret12' })).message as string;
  for (const encoding of ['form', 'json'] as const) {
    const writes = await probe.writes();
    const answer = await send(chargeReq, { encoding, fields, what: 'NUL' }, token);
    expect([answer.status, answer.body]).toEqual([
      200,
      { type: 'error', message: 'validation.invalid', params: { field: 'account' } },
    ]);
    expect(differences('writes', writes, await probe.writes())).toEqual([]);
  }
});
