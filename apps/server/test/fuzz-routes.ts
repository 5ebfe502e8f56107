import { junkQueries, schemaQueries } from './fuzz-queries';
import {
  badIds,
  badValues,
  fieldPaths,
  pathLabel,
  sample,
  variantsOf,
  withValue,
  type FieldPath,
  type Hints,
  type Random,
} from './fuzz-inputs';
import type { Endpoint, Route, Schema } from './fuzz-endpoints';

export interface FuzzContext {
  random: Random;
  /** How many of the bad values each field gets; the values rotate so a route sees them all. */
  valuesPerField: number;
  hashingValuesPerField: number;
  email: string;
  password: string;
  /** A row the student owns, by collection URL, so PATCH reaches the update itself. */
  ownedIds: Record<string, string>;
  classId: string;
  /** Real opaque values a route handed out (a list's next-page cursor), by URL and query field. */
  tokens: Record<string, Record<string, string>>;
}

export interface FuzzCase {
  route: string;
  kind: string;
  method: string;
  url: string;
  body?: unknown;
  raw?: string;
  contentType?: string;
}

// A valid body here costs a deliberately slow password hash, so these get fewer field values.
const HASHES_PASSWORD = /\/(sign-up\/email|sign-in\/email|change-password|verify-password)$/;
const HOUR_MS = 3_600_000;

/** Valid values for fields whose name says more than their schema (an owned class, a real password). */
function hintsFor(context: FuzzContext, freshEmail: boolean): Hints {
  const focusEnd = Math.floor(Date.now() / HOUR_MS) * HOUR_MS - HOUR_MS;
  const byName: Record<string, unknown> = {
    email: freshEmail ? `fuzz.${context.random.uuid().slice(0, 8)}@example.com` : context.email,
    password: context.password,
    currentPassword: context.password,
    newPassword: context.password,
    name: 'Maya Chen',
    firstName: 'Maya',
    lastName: 'Chen',
    classId: context.classId,
    assignmentId: context.ownedIds['/api/assignments'],
    start: '8:00 AM',
    end: '8:50 AM',
    startTime: '08:00',
    endTime: '08:50',
    // A focus session is refused unless it ended within the last week and its span holds its
    // minutes, which samples alone miss.
    startedAt: new Date(focusEnd - 30 * 60_000).toISOString(),
    endedAt: new Date(focusEnd).toISOString(),
    minutes: 25,
    callbackURL: '/dashboard',
    redirectTo: '/dashboard',
    provider: 'google',
  };
  return { byName: (name) => byName[name] };
}

/** The URL with each :param filled: a PATCH gets the student's own row, so it reaches the update. */
function concreteUrl(route: Route, context: FuzzContext, param?: string): string {
  const owned =
    route.method === 'PATCH' ? context.ownedIds[route.url.replace(/\/:[^/]+$/, '')] : undefined;
  return route.url.replace(/:[^/]+/g, () => param ?? owned ?? context.random.uuid());
}

const rawWithRootKey = (key: string, value: string, base: unknown) => {
  const rest =
    base !== null && typeof base === 'object' && !Array.isArray(base)
      ? JSON.stringify(base).slice(1)
      : '}';
  return `{"${key}":${value}${rest === '}' ? '' : ','}${rest}`;
};

function wholeBodies(base: unknown): Omit<FuzzCase, 'route' | 'method' | 'url'>[] {
  return [
    { kind: 'empty body', raw: '' },
    { kind: 'invalid JSON', raw: '{"a":' },
    { kind: 'trailing comma', raw: '{"a":1,}' },
    { kind: 'JSON null', raw: 'null' },
    { kind: 'JSON text', raw: '"text"' },
    { kind: 'JSON 1e999', raw: '1e999' },
    { kind: 'byte order mark', raw: `\ufeff${JSON.stringify(base)}` },
    { kind: 'empty object', body: {} },
    { kind: 'array of base', body: [base] },
    { kind: '5000-deep arrays', raw: `${'['.repeat(5000)}${']'.repeat(5000)}` },
    { kind: '5000-deep objects', raw: `${'{"a":'.repeat(5000)}1${'}'.repeat(5000)}` },
    { kind: 'unknown key', body: withValue(base, ['fuzzUnknownKey'], 1) },
    { kind: '__proto__ key', raw: rawWithRootKey('__proto__', '{"polluted":true}', base) },
    {
      kind: 'constructor key',
      raw: rawWithRootKey('constructor', '{"prototype":{"polluted":true}}', base),
    },
    { kind: 'duplicate keys', raw: rawWithRootKey('a', '1,"a":2', base) },
    { kind: 'over 1 MiB', body: { x: 'a'.repeat(1_100_000) } },
    {
      kind: '10k keys',
      body: Object.fromEntries(Array.from({ length: 10_000 }, (_, i) => [`k${i}`, i])),
    },
    { kind: 'text/plain', raw: JSON.stringify(base), contentType: 'text/plain' },
    { kind: 'form encoded', raw: 'a=1&b=2', contentType: 'application/x-www-form-urlencoded' },
    { kind: 'multipart junk', raw: '--x\r\n\r\n', contentType: 'multipart/form-data; boundary=x' },
    {
      kind: 'utf-16 charset',
      raw: JSON.stringify(base),
      contentType: 'application/json; charset=utf-16',
    },
  ];
}

const NEEDS_BODY = new Set(['POST', 'PUT', 'PATCH']);

/** Every case for one endpoint: field by field from its schemas, whole bodies, ids and queries. */
function casesFor(endpoint: Endpoint, context: FuzzContext): FuzzCase[] {
  const { random } = context;
  const route = `${endpoint.method} ${endpoint.url}`;
  const url = concreteUrl(endpoint, context);
  const cases: FuzzCase[] = [];
  const add = (kind: string, rest: Partial<FuzzCase>) =>
    cases.push({ route, kind, method: endpoint.method, url, ...rest });

  const freshEmail = endpoint.url.endsWith('/sign-up/email');
  const variants =
    endpoint.bodySchemas.length > 0 ? variantsOf(endpoint.bodySchemas[0] as Schema) : [];
  const baseOf = (variant?: Schema) => {
    const hints = hintsFor(context, freshEmail);
    const parts = [variant, ...endpoint.bodySchemas.slice(1)].filter(
      (schema) => schema !== undefined,
    );
    return parts.reduce<Record<string, unknown>>(
      (body, schema) => ({ ...body, ...(sample(schema, hints) as Record<string, unknown>) }),
      {},
    );
  };

  if (endpoint.bodySchemas.length > 0) {
    const targets: { base: () => unknown; path: FieldPath }[] = [];
    for (const variant of variants) {
      const paths = [variant, ...endpoint.bodySchemas.slice(1)].flatMap((schema) =>
        fieldPaths(schema),
      );
      for (const path of paths) targets.push({ base: () => baseOf(variant), path });
    }
    const values = random.shuffle(badValues(random));
    const perPath = Math.min(
      values.length,
      HASHES_PASSWORD.test(endpoint.url) ? context.hashingValuesPerField : context.valuesPerField,
    );
    targets.forEach(({ base, path }, index) => {
      for (let k = 0; k < perPath; k++) {
        const [name, value] = values[(index * perPath + k) % values.length] as [string, unknown];
        add(`${pathLabel(path)}: ${name}`, { body: withValue(base(), path, value) });
      }
    });
    for (const variant of variants) add('valid base', { body: baseOf(variant) });
  }
  if (NEEDS_BODY.has(endpoint.method) || endpoint.bodySchemas.length > 0) {
    const base = baseOf(variants[0]);
    for (const body of wholeBodies(base)) add(body.kind, body);
  } else if (endpoint.method === 'DELETE') {
    add('junk body on DELETE', { body: { a: 1 } });
  }

  if (endpoint.querySchema) {
    const tokens = context.tokens[endpoint.url] ?? {};
    const hints = hintsFor(context, false);
    const perField = context.valuesPerField;
    for (const [name, query] of schemaQueries(
      endpoint.querySchema,
      hints,
      random,
      perField,
      tokens,
    )) {
      add(`query ${name}`, { url: `${url}${query}` });
    }
  }
  const body = NEEDS_BODY.has(endpoint.method) ? baseOf(variants[0]) : undefined;
  const queries = HASHES_PASSWORD.test(endpoint.url) ? junkQueries().slice(0, 3) : junkQueries();
  for (const [name, query] of queries) add(`query ${name}`, { url: `${url}${query}`, body });
  if (endpoint.url.includes('/:')) {
    for (const [name, id] of badIds(random)) {
      add(`path param: ${name}`, { url: concreteUrl(endpoint, context, id), body });
    }
  }
  if (endpoint.url.endsWith('/*')) {
    const prefix = endpoint.url.slice(0, -1);
    for (const [name, rest] of [
      ['nothing', ''],
      ['unknown', 'no-such-endpoint'],
      ['encoded traversal', '..%2F..%2Fdata'],
      ['dot segments', 'sign-in/email/../../sign-up/email'],
      ['encoded NUL', '%00'],
      ['bad percent', '%E0%A4%A'],
      ['5000 chars', 'a'.repeat(5000)],
    ] as const) {
      add(`wildcard: ${name}`, {
        url: prefix + rest,
        body: endpoint.method === 'POST' ? {} : undefined,
      });
    }
  }
  return cases;
}

// Cases that may end the session or empty the planner go last, so the rest meet a full planner.
const WIPES = /\/(sign-out|revoke-|delete-user|change-password|change-email)/;
const order = (fuzzCase: FuzzCase) =>
  (fuzzCase.method === 'DELETE' ? 1 : 0) + (WIPES.test(fuzzCase.url) ? 2 : 0);

export function buildCases(endpoints: Endpoint[], context: FuzzContext): FuzzCase[] {
  return endpoints
    .flatMap((endpoint) => casesFor(endpoint, context))
    .map((fuzzCase, index) => ({ fuzzCase, index }))
    .sort((a, b) => order(a.fuzzCase) - order(b.fuzzCase) || a.index - b.index)
    .map(({ fuzzCase }) => fuzzCase);
}
