import type { QueryKey } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { REALTIME_RULES } from './modules';

/** Every cache key a feature declares (features/<name>/api/query-keys.ts), by feature and name. */
const declared = Object.entries(
  import.meta.glob<Record<string, Record<string, QueryKey>>>('../features/*/api/query-keys.ts', {
    eager: true,
  }),
).flatMap(([file, exports]) =>
  Object.values(exports).flatMap((keys) =>
    Object.entries(keys).map(([name, key]) => ({ where: `${file} ${name}`, key })),
  ),
);

/** The source of every feature and screen, to find cache keys spelled out instead of declared. */
const sources = import.meta.glob<string>(
  ['../features/**/*.{ts,tsx}', '../screens/**/*.{ts,tsx}'],
  {
    query: '?raw',
    import: 'default',
    eager: true,
  },
);
const INLINE_KEY = /(queryKey:|QueryData(<[^>]*>)?\()\s*\[\s*['"`]/;

describe('cache keys', () => {
  it('are declared by the features (the checks below read them)', () => {
    expect(declared.length).toBeGreaterThan(10);
  });

  it('are never spelled out in a hook: a key outside query-keys.ts is one no rule can name', () => {
    const inline = Object.entries(sources).flatMap(([file, text]) =>
      INLINE_KEY.test(text) ? [file] : [],
    );
    expect(inline).toEqual([]);
  });

  it('belong to one feature each: two features sharing one would read each other’s data', () => {
    const seen = new Map<string, string>();
    const shared = declared.flatMap(({ where, key }) => {
      const text = JSON.stringify(key);
      const first = seen.get(text);
      seen.set(text, where);
      return first ? [`${first} and ${where}: ${text}`] : [];
    });
    expect(shared).toEqual([]);
  });

  it('are what every realtime rule updates, so no change lands in a cache nothing reads', () => {
    const keys = new Set(declared.map(({ key }) => key));
    const unread = Object.entries(REALTIME_RULES).flatMap(([table, rule]) =>
      keys.has(rule.key) ? [] : [`${table}: ${JSON.stringify(rule.key)}`],
    );
    expect(unread).toEqual([]);
  });
});
