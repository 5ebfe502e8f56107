import { z } from 'zod';

/** mulberry32: small, fast and the same sequence for the same seed on every machine. */
export function seededRandom(seed: number) {
  let state = seed >>> 0;
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  return {
    next,
    int: (below: number) => Math.floor(next() * below),
    shuffle<T>(items: readonly T[]): T[] {
      const copy = [...items];
      for (let i = copy.length - 1; i > 0; i--) {
        const j = Math.floor(next() * (i + 1));
        [copy[i], copy[j]] = [copy[j] as T, copy[i] as T];
      }
      return copy;
    },
    uuid(): string {
      const hex = Array.from({ length: 32 }, () => Math.floor(next() * 16).toString(16)).join('');
      return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-4${hex.slice(13, 16)}-a${hex.slice(17, 20)}-${hex.slice(20)}`;
    },
  };
}
export type Random = ReturnType<typeof seededRandom>;

/** JSON text spliced into a body as is: 5,000 levels are too deep for JSON.stringify in a worker. */
class RawJson {
  constructor(readonly text: string) {}
}

const DEPTH = 5000;
const deepArrays = () => new RawJson(`${'['.repeat(DEPTH)}${']'.repeat(DEPTH)}`);
const deepObjects = () => new RawJson(`${'{"a":'.repeat(DEPTH)}1${'}'.repeat(DEPTH)}`);

/** JSON.stringify that writes each RawJson's text in its place. */
export function serialize(body: unknown): string {
  const raws: string[] = [];
  const text = JSON.stringify(body, (_key, value: unknown) =>
    value instanceof RawJson ? `\u0001raw${raws.push(value.text) - 1}\u0001` : value,
  );
  return text.replace(
    /"\\u0001raw(\d+)\\u0001"/g,
    (_match, index: string) => raws[Number(index)] ?? '',
  );
}

/** What a wrong client may put in any one field, named so a failure says which one it was. */
export function badValues(random: Random): [string, unknown][] {
  return [
    ['null', null],
    ['true', true],
    ['zero', 0],
    ['minus one', -1],
    ['1.5', 1.5],
    ['2**31', 2 ** 31],
    ['2**53', 2 ** 53],
    ['1e308', 1e308],
    ['-1e308', -1e308],
    ['number as text 1e308', '1e308'],
    ['empty text', ''],
    ['blank text', '   '],
    ['100k chars', 'x'.repeat(100_000)],
    ['1k chars', 'y'.repeat(1000)],
    ['NUL', 'a\u0000b'],
    ['lone high surrogate', 'a\ud800b'],
    ['lone low surrogate', '\udc00'],
    ['RTL override', '\u202eevil\u202c'],
    ['emoji', '👩🏽‍🎓🧪 Ω'],
    ['year 0000', '0000-01-01T00:00:00.000Z'],
    ['2026-02-30', '2026-02-30'],
    ['2026-02-30 instant', '2026-02-30T08:00:00Z'],
    ['no-offset date', '2026-09-01T08:00:00'],
    ['year 275760', '+275760-09-13T00:00:00.000Z'],
    ['year -1', '-000001-01-01T00:00:00Z'],
    ['24:00', '24:00'],
    ['not a uuid', 'not-a-uuid'],
    ['nil uuid', '00000000-0000-0000-0000-000000000000'],
    ['unowned uuid', random.uuid()],
    ['javascript url', 'javascript:alert(1)'],
    ['html', '<img src=x onerror=alert(1)>'],
    ['sql', "' OR '1'='1' --"],
    ['path', '../../etc/passwd'],
    ['empty array', []],
    ['array of null', [null]],
    ['array of text', ['x']],
    ['100k array', new Array(100_000).fill(0)],
    ['empty object', {}],
    ['object', { a: 1 }],
    ['5000-deep arrays', deepArrays()],
    ['5000-deep objects', deepObjects()],
  ];
}

type Schema = z.core.$ZodType;
interface Def {
  type: string;
  shape?: Record<string, Schema>;
  element?: Schema;
  innerType?: Schema;
  in?: Schema;
  out?: Schema;
  options?: Schema[];
  left?: Schema;
  right?: Schema;
  keyType?: Schema;
  valueType?: Schema;
  entries?: Record<string, string | number>;
  values?: unknown[];
  getter?: () => Schema;
}
const defOf = (schema: Schema) => schema._zod.def as unknown as Def;

export type FieldPath = (string | number)[];

/** Strips wrappers that do not change what a client sends. */
function unwrap(schema: Schema): Schema {
  const def = defOf(schema);
  switch (def.type) {
    case 'optional':
    case 'nullable':
    case 'default':
    case 'prefault':
    case 'readonly':
    case 'catch':
    case 'nonoptional':
      return unwrap(def.innerType as Schema);
    case 'pipe':
      // z.preprocess puts a transform in front; the shape the client sends is the output side.
      return unwrap(
        defOf(def.in as Schema).type === 'transform' ? (def.out as Schema) : (def.in as Schema),
      );
    case 'lazy':
      return unwrap((def.getter as () => Schema)());
    default:
      return schema;
  }
}

/** The variants a client may send: each branch of a union is fuzzed on its own. */
export function variantsOf(schema: Schema): Schema[] {
  const inner = unwrap(schema);
  const def = defOf(inner);
  return def.type === 'union' ? (def.options ?? []).flatMap(variantsOf) : [inner];
}

/** A record key the schema accepts, so the walk can go below it. */
function recordKey(keyType: Schema | undefined): string {
  const def = keyType ? defOf(unwrap(keyType)) : undefined;
  const entries = def?.entries ? Object.keys(def.entries) : [];
  return entries.includes('1') ? '1' : (entries[0] ?? '1');
}

/** Every field a client can set, depth first, each one a path from the body's root. */
export function fieldPaths(schema: Schema, prefix: FieldPath = [], depth = 0): FieldPath[] {
  if (depth > 6) return [];
  const def = defOf(unwrap(schema));
  const below = (child: Schema, key: string | number) => [
    [...prefix, key],
    ...fieldPaths(child, [...prefix, key], depth + 1),
  ];
  switch (def.type) {
    case 'object':
      return Object.entries(def.shape ?? {}).flatMap(([key, child]) => below(child, key));
    case 'array':
      return below(def.element as Schema, 0);
    case 'record':
      return below(def.valueType as Schema, recordKey(def.keyType));
    case 'intersection':
      return [
        ...fieldPaths(def.left as Schema, prefix, depth),
        ...fieldPaths(def.right as Schema, prefix, depth),
      ];
    case 'union':
      return variantsOf(schema).flatMap((variant) => fieldPaths(variant, prefix, depth));
    default:
      return [];
  }
}

export interface Hints {
  /** A value for a field with this name, when its name says more than its type does. */
  byName(name: string): unknown;
}

const TEXT_CANDIDATES = [
  'Fuzz',
  '#4f46e5',
  '08:30',
  '8:00 AM',
  '2026-09-01',
  '2026-09-01T08:00:00.000Z',
  'fuzz@example.com',
  'http://localhost:3000/dashboard',
  '3f6c1a52-8d1e-4b7a-9c2d-5e8f0a1b2c3d',
];

/** A value the schema accepts for each required field (and for optional ones, so they have a place). */
export function sample(schema: Schema, hints: Hints, name = ''): unknown {
  const inner = unwrap(schema);
  const def = defOf(inner);
  // Leaves are checked against the whole field schema: a refinement or transform around the
  // plain type (a strict date reader, say) is what decides which text passes.
  const accepts = (value: unknown) => z.safeParse(schema, value).success;
  const hinted = hints.byName(name);
  if (hinted !== undefined && accepts(hinted)) return hinted;
  switch (def.type) {
    case 'object':
      return Object.fromEntries(
        Object.entries(def.shape ?? {}).map(([key, child]) => [key, sample(child, hints, key)]),
      );
    case 'array':
      return [sample(def.element as Schema, hints, name)];
    case 'record':
      return { [recordKey(def.keyType)]: sample(def.valueType as Schema, hints, name) };
    case 'intersection':
      return {
        ...(sample(def.left as Schema, hints, name) as object),
        ...(sample(def.right as Schema, hints, name) as object),
      };
    case 'union':
      return sample((def.options ?? [])[0] as Schema, hints, name);
    case 'enum':
      return Object.values(def.entries ?? {})[0];
    case 'literal':
      return def.values?.[0];
    case 'boolean':
      return false;
    case 'number':
      return [1, 0, 2].find(accepts) ?? 1;
    case 'string': {
      return TEXT_CANDIDATES.find(accepts) ?? 'Fuzz';
    }
    default:
      return 'Fuzz';
  }
}

/** A deep copy of body with value at path; missing parents are made as the path needs them. */
export function withValue(body: unknown, path: FieldPath, value: unknown): unknown {
  if (path.length === 0) return value;
  const [head, ...rest] = path as [string | number, ...FieldPath];
  const isIndex = typeof head === 'number';
  const container: Record<string | number, unknown> | unknown[] = Array.isArray(body)
    ? [...(body as unknown[])]
    : body !== null && typeof body === 'object'
      ? { ...(body as Record<string, unknown>) }
      : isIndex
        ? []
        : {};
  const current = (container as Record<string | number, unknown>)[head];
  (container as Record<string | number, unknown>)[head] = withValue(current, rest, value);
  return container;
}

export const pathLabel = (path: FieldPath) => path.map(String).join('.');

/** Ids a client may put where a row id goes, in the URL as sent (so some are pre-encoded). */
export function badIds(random: Random): [string, string][] {
  return [
    ['zero', '0'],
    ['minus one', '-1'],
    ['2**31', '2147483648'],
    ['2**53+1', '9007199254740993'],
    ['1e308', '1e308'],
    ['not a uuid', 'not-a-uuid'],
    ['nil uuid', '00000000-0000-0000-0000-000000000000'],
    ['unowned uuid', random.uuid()],
    ['uuid with quote', `${random.uuid()}'--`],
    ['encoded ../', '..%2F..%2Fdata'],
    ['encoded dots', '%2e%2e'],
    ['encoded NUL', '%00'],
    ['bad percent', '%E0%A4%A'],
    ['encoded lone surrogate', '%ED%A0%80'],
    ['huge id', 'a'.repeat(5000)],
    ['emoji', encodeURIComponent('👩🏽‍🎓')],
  ];
}
