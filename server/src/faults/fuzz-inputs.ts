import fc from 'fast-check';
import * as protocol from '@exchange/protocol';
import type { Endpoint } from '@exchange/protocol';
import { extraFields, jsonMutants, rawBodies, stringMutants } from './mutants';
import { requestArbitrary, shapeOf, type Schema } from './schema-arbitrary';

/** Every call `@exchange/protocol` defines (its exported endpoints and call groups), once per path+methods. */
export function protocolEndpoints(): Endpoint[] {
  const isEndpoint = (value: unknown): value is Endpoint =>
    typeof value === 'object' &&
    value !== null &&
    typeof (value as Endpoint).path === 'string' &&
    (value as Endpoint).path.startsWith('/api/') &&
    Array.isArray((value as Endpoint).methods) &&
    typeof (value as Endpoint).request?.safeParse === 'function';
  const found = new Map<string, Endpoint>();
  const add = (endpoint: Endpoint) => found.set(`${endpoint.methods.join(',')} ${endpoint.path}`, endpoint);
  for (const value of Object.values(protocol)) {
    if (isEndpoint(value)) add(value);
    else if (typeof value === 'object' && value !== null)
      for (const inner of Object.values(value)) if (isEndpoint(inner)) add(inner);
  }
  return [...found.entries()].sort(([a], [b]) => a.localeCompare(b)).map(([, endpoint]) => endpoint);
}

/** One request to send: fields form-encoded or as JSON, or a raw body. */
export type FuzzInput =
  | { encoding: 'form'; fields: Record<string, string | string[]>; what: string }
  | { encoding: 'json'; fields: Record<string, unknown>; what: string }
  | { encoding: 'raw'; contentType: string; payload: string; what: string };

/**
 * Inputs for one endpoint, seeded: a few generated from its schema (mostly valid), then for every
 * field a handful of mutants past the schema (form and JSON, arrays for scalars, the field missing),
 * no fields at all, extra fields, and a raw body that is not an object.
 */
export function fuzzInputs(endpoint: Endpoint, seed: number, perField = 2): FuzzInput[] {
  const schema = endpoint.request as unknown as Schema;
  const valid = fc.sample(requestArbitrary(schema), { seed, numRuns: 3 });
  const base = valid[0] ?? {};
  const random = fc.sample(fc.nat({ max: 1_000_000 }), { seed: seed + 1, numRuns: 200 });
  let next = 0;
  const pick = <T>(list: readonly T[]): T => list[random[next++ % random.length]! % list.length]!;
  const inputs: FuzzInput[] = [
    ...valid.map((fields): FuzzInput => ({ encoding: 'form', fields, what: 'generated' })),
    { encoding: 'json', fields: valid[1] ?? base, what: 'generated json' },
  ];
  for (const field of Object.keys(shapeOf(schema) ?? {})) {
    for (let i = 0; i < perField; i++) {
      const value = pick(stringMutants);
      inputs.push({
        encoding: 'form',
        fields: { ...base, [field]: value },
        what: `${field}=${describe(value)}`,
      });
    }
    const json = pick(jsonMutants);
    inputs.push({
      encoding: 'json',
      fields: { ...base, [field]: json },
      what: `${field}=json ${describe(json)}`,
    });
    inputs.push({
      encoding: 'form',
      fields: { ...base, [field]: [base[field] ?? '1', pick(stringMutants)] },
      what: `${field} twice`,
    });
    const { [field]: _dropped, ...without } = base;
    inputs.push({ encoding: 'form', fields: without, what: `${field} missing` });
  }
  inputs.push({ encoding: 'form', fields: {}, what: 'no fields' });
  inputs.push({ encoding: 'json', fields: { ...base, ...extraFields }, what: 'extra fields' });
  const raw = pick(rawBodies);
  inputs.push({ encoding: 'raw', ...raw, what: `raw ${raw.contentType} ${describe(raw.payload)}` });
  return inputs;
}

function describe(value: unknown): string {
  const text = typeof value === 'string' ? value : JSON.stringify(value);
  return text.length > 24 ? `${text.slice(0, 20)}…(${text.length})` : text;
}
