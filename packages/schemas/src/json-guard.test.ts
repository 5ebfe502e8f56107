import { describe, expect, it } from 'vitest';
import { JSON_MESSAGES, jsonProblem } from './json-guard';
import { TEXT_MESSAGES } from './text';

const nested = (levels: number): unknown => {
  let value: unknown = 'leaf';
  for (let level = 0; level < levels; level += 1) value = { a: value };
  return value;
};

describe('the JSON guard', () => {
  it('accepts ordinary bodies', () => {
    expect(jsonProblem({ title: 'Essay', days: [1, 3], done: false, notes: null })).toBeNull();
    expect(jsonProblem(nested(32))).toBeNull();
    expect(jsonProblem({ n: -(2 ** 31) })).toBeNull();
  });

  it('refuses nesting deeper than 32 levels, even 100,000 deep, naming where', () => {
    expect(jsonProblem(nested(33))?.message).toBe(JSON_MESSAGES.depth);
    expect(jsonProblem(nested(33))?.path).toEqual(['a']);
    expect(jsonProblem([nested(33)])?.path).toEqual([]);
    const deep = nested(100_000);
    const started = Date.now();
    expect(jsonProblem(deep)?.message).toBe(JSON_MESSAGES.depth);
    expect(Date.now() - started).toBeLessThan(50);
  });

  it.each([
    ['NUL in a value', { rows: [{ title: 'a\u0000b' }] }, ['rows', 0, 'title'], TEXT_MESSAGES.nul],
    ['a lone surrogate', { label: 'x\uD800' }, ['label'], TEXT_MESSAGES.surrogate],
    ['a lone low surrogate', { label: '\uDC00x' }, ['label'], TEXT_MESSAGES.surrogate],
    ['NUL in a key', { 'a\u0000': 1 }, ['a\u0000'], TEXT_MESSAGES.nul],
    ['__proto__', JSON.parse('{"a":{"__proto__":{"x":1}}}'), ['a', '__proto__'], JSON_MESSAGES.key],
    ['constructor', { constructor: { prototype: {} } }, ['constructor'], JSON_MESSAGES.key],
    ['prototype', { list: [{ prototype: 1 }] }, ['list', 0, 'prototype'], JSON_MESSAGES.key],
    ['1e308', { numDays: 1e308 }, ['numDays'], JSON_MESSAGES.number],
    ['Infinity', { numDays: JSON.parse('1e999') as number }, ['numDays'], JSON_MESSAGES.number],
    ['-2**31 - 1', { n: -(2 ** 31) - 1 }, ['n'], JSON_MESSAGES.number],
    ['NaN', [Number.NaN], [0], JSON_MESSAGES.number],
  ])('refuses %s, naming the path', (_case, value, path, message) => {
    expect(jsonProblem(value)).toEqual({ path, message });
  });

  it('keeps paired surrogates such as emoji', () => {
    expect(jsonProblem({ title: 'Essay \u{1F4DA}' })).toBeNull();
  });

  it('prefixes the path it is given', () => {
    expect(jsonProblem({ a: 'x\u0000' }, ['schedule', 0])?.path).toEqual(['schedule', 0, 'a']);
  });
});
