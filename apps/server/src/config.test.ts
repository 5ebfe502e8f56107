import { mkdtempSync, readFileSync, statSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config';

const dataDir = () => mkdtempSync(path.join(os.tmpdir(), 'assignd-config-'));

describe('loadConfig', () => {
  it('has working defaults', () => {
    const dir = dataDir();
    const config = loadConfig({ DATA_DIR: dir });
    expect(config).toMatchObject({
      port: 3000,
      dataDir: dir,
      databaseUrl: undefined,
      publicUrl: 'http://localhost:3000',
      trustProxy: false,
      smtpUrl: undefined,
      serveWeb: true,
      jobsPollSeconds: 2,
    });
    expect(loadConfig({ DATA_DIR: dir, JOBS_POLL_SECONDS: '0.5' }).jobsPollSeconds).toBe(0.5);
  });

  it.each([
    [{ PORT: 'abc' }, 'Invalid setting PORT: expected a whole number between 1 and 65535'],
    [{ PORT: '70000' }, 'Invalid setting PORT: expected a whole number between 1 and 65535'],
    [{ DATABASE_URL: 'mysql://x@y/z' }, 'Invalid setting DATABASE_URL: expected a postgres:// URL'],
    [{ AUTH_SECRET: 'short' }, 'Invalid setting AUTH_SECRET: expected at least 32 characters'],
    [
      { TRUST_PROXY: 'everyone' },
      'Invalid setting TRUST_PROXY: expected false, a number of proxy hops',
    ],
    [{ SERVE_WEB: 'maybe' }, 'Invalid setting SERVE_WEB: expected true or false'],
    [
      { TRUSTED_ORIGINS: 'https://lan.example/planner' },
      'Invalid setting TRUSTED_ORIGINS: expected comma-separated origins such as https://planner.example.org, got "https://lan.example/planner"',
    ],
    [
      { TRUSTED_ORIGINS: 'https://ok.example, *.example.org' },
      'Invalid setting TRUSTED_ORIGINS: expected comma-separated origins',
    ],
    [{ TRUSTED_ORIGINS: 'ftp://files.example' }, 'Invalid setting TRUSTED_ORIGINS'],
    [
      { GOOGLE_CLIENT_ID: 'id-only' },
      'Invalid setting GOOGLE: set both GOOGLE_CLIENT_ID and GOOGLE_CLIENT_SECRET',
    ],
    [{ AI_BASE_URL: 'http://127.0.0.1:11434/v1' }, 'Invalid setting AI_MODEL: set both'],
    [{ AI_MODEL: 'llama3.2' }, 'Invalid setting AI_BASE_URL: set both'],
    [{ AI_BASE_URL: 'localhost:11434' }, 'Invalid setting AI_BASE_URL: expected the http(s) URL'],
    [{ AI_TIMEOUT_MS: 'soon' }, 'Invalid setting AI_TIMEOUT_MS'],
    [{ AI_RATE_LIMIT: '0' }, 'Invalid setting AI_RATE_LIMIT: expected at least 1'],
    [{ JOBS_POLL_SECONDS: '0.1' }, 'Invalid setting JOBS_POLL_SECONDS: expected at least 0.5'],
    [{ JOBS_POLL_SECONDS: 'often' }, 'Invalid setting JOBS_POLL_SECONDS: expected a number'],
  ])('%o stops the start with one line naming the setting', (env, message) => {
    expect(() => loadConfig({ DATA_DIR: dataDir(), ...env })).toThrow(ConfigError);
    expect(() => loadConfig({ DATA_DIR: dataDir(), ...env })).toThrow(message);
  });

  it.each([
    ['false', false],
    ['2', 2],
    ['10.0.0.1, 10.0.0.2', ['10.0.0.1', '10.0.0.2']],
    ['loopback', ['loopback']],
  ] as const)('reads TRUST_PROXY=%s', (value, expected) => {
    expect(loadConfig({ DATA_DIR: dataDir(), TRUST_PROXY: value }).trustProxy).toEqual(expected);
  });

  it('generates the session secret once, keeps it private in the data folder and reuses it', () => {
    const dir = dataDir();
    const first = loadConfig({ DATA_DIR: dir }).authSecret;
    const second = loadConfig({ DATA_DIR: dir }).authSecret;
    expect(first).toHaveLength(43);
    expect(second).toBe(first);
    const file = path.join(dir, 'secrets', 'auth-secret');
    expect(readFileSync(file, 'utf8').trim()).toBe(first);
    expect(statSync(file).mode & 0o777).toBe(0o600);
  });

  it('prefers an AUTH_SECRET that is given', () => {
    const secret = 's'.repeat(40);
    expect(loadConfig({ DATA_DIR: dataDir(), AUTH_SECRET: secret }).authSecret).toBe(secret);
  });

  it('derives the public URL from PORT unless PUBLIC_URL is set', () => {
    expect(loadConfig({ DATA_DIR: dataDir(), PORT: '8080' }).publicUrl).toBe(
      'http://localhost:8080',
    );
    expect(
      loadConfig({ DATA_DIR: dataDir(), PUBLIC_URL: 'https://planner.example.org/' }).publicUrl,
    ).toBe('https://planner.example.org');
  });

  it('trusts only configured origins: both loopback names when PUBLIC_URL is unset', () => {
    expect(loadConfig({ DATA_DIR: dataDir(), PORT: '8080' }).trustedOrigins).toEqual([
      'http://localhost:8080',
      'http://127.0.0.1:8080',
    ]);
    expect(
      loadConfig({
        DATA_DIR: dataDir(),
        PUBLIC_URL: 'https://planner.example.org/school',
        TRUSTED_ORIGINS:
          'http://192.168.1.20:3000, HTTPS://Planner.LAN/ ,https://planner.example.org',
      }).trustedOrigins,
    ).toEqual(['https://planner.example.org', 'http://192.168.1.20:3000', 'https://planner.lan']);
  });

  it('uses the built-in AI engines unless a model is configured; the key is optional', () => {
    expect(loadConfig({ DATA_DIR: dataDir() })).toMatchObject({ ai: undefined, aiRateLimit: 20 });
    expect(
      loadConfig({
        DATA_DIR: dataDir(),
        AI_BASE_URL: 'http://127.0.0.1:11434/v1',
        AI_MODEL: 'llama3.2',
      }).ai,
    ).toEqual({
      baseUrl: 'http://127.0.0.1:11434/v1',
      apiKey: undefined,
      model: 'llama3.2',
      timeoutMs: 30_000,
    });
  });
});
