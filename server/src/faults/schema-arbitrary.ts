import fc from 'fast-check';

/**
 * Wire values (what a form field carries: a string, or nothing) generated from a zod/mini request
 * schema by walking its definition (`schema._zod.def`): strings from their regex and length checks,
 * numbers from their bounds, enums and literals from their values, pipes from their input side
 * (a preprocess pipe from its output side). Inputs that pass the schema most of the time, so the
 * handlers behind it are reached; the mutations (mutants.ts) then go past it.
 */

type Def = {
  type: string;
  shape?: Record<string, Schema>;
  innerType?: Schema;
  in?: Schema;
  out?: Schema;
  options?: Schema[];
  entries?: Record<string, string | number>;
  values?: unknown[];
  element?: Schema;
  checks?: { _zod: { def: CheckDef } }[];
};
type CheckDef = {
  check: string;
  format?: string;
  pattern?: RegExp;
  value?: unknown;
  inclusive?: boolean;
  maximum?: number;
  minimum?: number;
};
export type Schema = { _zod: { def: Def } };

const defOf = (schema: Schema): Def => schema._zod.def;
const checksOf = (def: Def): CheckDef[] => (def.checks ?? []).map((c) => c._zod.def);

/** The object shape of a request schema (through pipes and wrappers), or undefined. */
export function shapeOf(schema: Schema): Record<string, Schema> | undefined {
  const def = defOf(schema);
  if (def.type === 'object') return def.shape;
  if (def.type === 'pipe') return shapeOf(defOf(def.in!).type === 'transform' ? def.out! : def.in!);
  if (def.innerType) return shapeOf(def.innerType);
  return undefined;
}

function stringArbitrary(def: Def): fc.Arbitrary<string> {
  const checks = checksOf(def);
  const max = Math.min(...checks.filter((c) => c.check === 'max_length').map((c) => Number(c.maximum)), 64);
  const min = Math.max(0, ...checks.filter((c) => c.check === 'min_length').map((c) => Number(c.minimum)));
  const pattern = checks.find((c) => c.check === 'string_format' && c.pattern)?.pattern;
  // Cut to the length rather than filter (a filter that rarely passes never ends); a cut value that
  // misses the pattern is one more invalid input.
  return pattern
    ? fc.stringMatching(pattern, { size: 'xsmall' }).map((s) => s.slice(0, Math.max(max, min)))
    : fc.string({ minLength: min, maxLength: Math.max(min, max) });
}

function numberArbitrary(def: Def): fc.Arbitrary<string> {
  let low = -1_000_000;
  let high = 1_000_000;
  for (const check of checksOf(def)) {
    const value = Number(check.value);
    if (check.check === 'greater_than') low = Math.max(low, check.inclusive ? value : value + 1);
    if (check.check === 'less_than') high = Math.min(high, check.inclusive ? value : value - 1);
  }
  if (low > high) return fc.constant(String(low));
  // Small values reach real rows (ids 1, 2, 3…), the rest spreads over the allowed range.
  return fc
    .oneof(fc.integer({ min: low, max: Math.min(high, low + 5) }), fc.integer({ min: low, max: high }))
    .map(String);
}

/** One form value for `schema`, or undefined (field absent). */
export function wireArbitrary(schema: Schema, depth = 0): fc.Arbitrary<string | undefined> {
  const def = defOf(schema);
  if (depth > 12) return fc.constant(undefined);
  switch (def.type) {
    case 'string':
      return stringArbitrary(def);
    case 'number':
    case 'bigint':
      return numberArbitrary(def);
    case 'boolean':
      return fc.constantFrom('true', 'false', '1', '0');
    case 'enum':
      return fc.constantFrom(...Object.values(def.entries ?? {}).map(String));
    case 'literal':
      return fc.constantFrom(...(def.values ?? []).map(String));
    case 'union':
      return fc.oneof(...(def.options ?? []).map((option) => wireArbitrary(option, depth + 1)));
    case 'optional':
    case 'default':
    case 'prefault':
      return fc.option(wireArbitrary(def.innerType!, depth + 1), { nil: undefined, freq: 4 });
    case 'nullable':
    case 'readonly':
    case 'catch':
    case 'nonoptional':
      return wireArbitrary(def.innerType!, depth + 1);
    case 'pipe':
      return defOf(def.in!).type === 'transform'
        ? wireArbitrary(def.out!, depth + 1)
        : wireArbitrary(def.in!, depth + 1);
    case 'array':
    case 'object':
      return fc.json({ maxDepth: 1 });
    default:
      return fc.string({ maxLength: 16 });
  }
}

/** A whole request (field -> value) for an object-shaped schema; absent fields are left out. */
export function requestArbitrary(schema: Schema): fc.Arbitrary<Record<string, string>> {
  const shape = shapeOf(schema) ?? {};
  const fields = Object.fromEntries(Object.entries(shape).map(([key, field]) => [key, wireArbitrary(field)]));
  return fc
    .record(fields)
    .map(
      (record) =>
        Object.fromEntries(Object.entries(record).filter(([, v]) => v !== undefined)) as Record<
          string,
          string
        >,
    );
}
