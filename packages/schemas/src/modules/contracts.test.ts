import { describe, expect, it } from 'vitest';
import { MODULE_CONTRACTS } from './contracts.generated';
import * as packageExports from './exports.generated';
import { MODULE_RESTORES } from './restores.generated';

// Vite's glob import (vitest runs on Vite): every module folder's file, loaded.
declare global {
  interface ImportMeta {
    glob(
      pattern: string | string[],
      options: { eager: true },
    ): Record<string, Record<string, unknown>>;
  }
}

const everyExport = (files: Record<string, Record<string, unknown>>) =>
  Object.values(files).flatMap((file) => Object.values(file));

/** The keys more than one module declares: joined, all but one would be dropped silently. */
function declaredTwice(parts: readonly object[]): string[] {
  const keys = parts.flatMap((part) => Object.keys(part));
  return keys.filter((key, index) => keys.indexOf(key) !== index);
}

describe('module contracts', () => {
  it('are all in the generated lists (npm run generate:contracts writes them)', () => {
    const contracts = everyExport(import.meta.glob('./*/contract.ts', { eager: true }));
    const restores = everyExport(import.meta.glob('./*/restore.ts', { eager: true }));
    expect(new Set(MODULE_CONTRACTS)).toEqual(new Set(contracts));
    expect(new Set(MODULE_RESTORES)).toEqual(new Set(restores));
  });

  it('export from the package all that their folders declare', () => {
    const files = import.meta.glob(['./*/*.ts', '!./*/*.test.ts'], { eager: true });
    const missing = Object.entries(files).flatMap(([file, declared]) =>
      Object.entries(declared).flatMap(([name, value]) =>
        (packageExports as Record<string, unknown>)[name] === value ? [] : [`${file} ${name}`],
      ),
    );
    expect(missing).toEqual([]);
  });

  it('declare each realtime table and backup key in one module only', () => {
    expect(declaredTwice(MODULE_CONTRACTS.map((module) => module.realtime))).toEqual([]);
    expect(declaredTwice(MODULE_CONTRACTS.map((module) => module.backup))).toEqual([]);
    expect(declaredTwice(MODULE_RESTORES)).toEqual([]);
    expect(declaredTwice(MODULE_CONTRACTS.map((module) => module.quotas))).toEqual([]);
  });

  it('keep a quota only on backup keys, whose rows a restore checks against it', () => {
    const outside = MODULE_CONTRACTS.flatMap((module) =>
      Object.keys(module.quotas).filter((table) => !Object.hasOwn(module.backup, table)),
    );
    expect(outside).toEqual([]);
  });
});
