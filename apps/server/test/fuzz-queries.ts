import type { z } from 'zod';
import { badValues, fieldPaths, type Hints, type Random, sample, serialize } from './fuzz-inputs';

type Schema = z.core.$ZodType;

/** encodeURIComponent refuses lone surrogates; a client can still send their UTF-8-style bytes. */
const encodeLoosely = (text: string) =>
  Array.from(text, (char) =>
    /^[\ud800-\udfff]$/.test(char) ? '%ED%A0%80' : encodeURIComponent(char),
  ).join('');

const queryOf = (entries: [string, unknown][]) =>
  entries
    .filter(([, value]) => value !== undefined)
    .map(([key, value]) => {
      const text = typeof value === 'string' ? value : serialize(value);
      return `${key}=${encodeLoosely(text.slice(0, 20_000))}`;
    })
    .join('&');

/** Query strings any route may meet, whatever it reads. */
export function junkQueries(): [string, string][] {
  return [
    ['repeated key', '?a=1&a=2'],
    ['prototype keys', '?__proto__[x]=1&constructor[prototype][y]=1'],
    ['10k value', `?x=${'a'.repeat(10_000)}`],
    ['lone percent', '?%'],
    ['bad percent', '?x=%E0%A4%A'],
    ['encoded NUL', '?x=%00'],
    ['deep brackets', `?a${'[b]'.repeat(500)}=1`],
    ['2000 keys', `?${Array.from({ length: 2000 }, (_, i) => `k${i}=v`).join('&')}`],
  ];
}

// What the parts of a composite token (a cursor's time and row id, say) might be forged to.
const FORGED_PARTS: [string, string][] = [
  ['empty', ''],
  ['year 0000', '0000-01-01T00:00:00.000000Z'],
  ['30 February', '2026-02-30T08:00:00.000000Z'],
  ['hour 99', '2026-09-01T99:00:00.000000Z'],
  ['year 275760', '+275760-09-13T00:00:00.000000Z'],
  ['not a uuid', 'not-a-uuid'],
  ['nil uuid', '00000000-0000-0000-0000-000000000000'],
  ['NUL', 'a\u0000b'],
  ['lone surrogate', '\ud800'],
  ['10k chars', 'x'.repeat(10_000)],
];
const base64url = (text: string) => Buffer.from(text).toString('base64url');

/** A real opaque token bent: cut, changed, and (when it decodes to text) each part forged. */
function forgedTokens(token: string): [string, string][] {
  const decoded = Buffer.from(token, 'base64url').toString();
  const readable = /^[\x20-\x7e]+$/.test(decoded) && base64url(decoded) === token;
  const parts = readable ? decoded.split('|') : [];
  return [
    ['truncated', token.slice(0, -3)],
    ['one character changed', `${token.slice(0, -1)}${token.endsWith('A') ? 'B' : 'A'}`],
    ['doubled', token + token],
    ['extra part', base64url(`${decoded}|x`)],
    ...parts.flatMap((_, index) =>
      FORGED_PARTS.map(([name, forged]): [string, string] => [
        `part ${index + 1} ${name}`,
        base64url(parts.map((part, at) => (at === index ? forged : part)).join('|')),
      ]),
    ),
  ];
}

/**
 * Query strings from a route's query schema: each field given bad values on its own and beside
 * valid values for the others, and each real token the route handed out (tokens) forged.
 */
export function schemaQueries(
  schema: Schema,
  hints: Hints,
  random: Random,
  perField: number,
  tokens: Record<string, string>,
): [string, string][] {
  const base = sample(schema, hints) as Record<string, unknown>;
  const fields = fieldPaths(schema)
    .filter((path) => path.length === 1)
    .map((path) => String(path[0]));
  const values = random.shuffle(badValues(random));
  const queries: [string, string][] = [['valid', `?${queryOf(Object.entries(base))}`]];
  fields.forEach((field, index) => {
    const others = Object.entries(base).filter(([key]) => key !== field);
    for (let k = 0; k < Math.min(perField, values.length); k++) {
      const [name, value] = values[(index * perField + k) % values.length] as [string, unknown];
      queries.push([`${field} alone: ${name}`, `?${queryOf([[field, value]])}`]);
      queries.push([`${field}: ${name}`, `?${queryOf([...others, [field, value]])}`]);
    }
    const token = tokens[field];
    if (token) {
      for (const [name, forged] of forgedTokens(token)) {
        queries.push([`${field} ${name}`, `?${queryOf([...others, [field, forged]])}`]);
      }
    }
  });
  return queries;
}
