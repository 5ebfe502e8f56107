import { z } from 'zod';

/** A setting with a wrong value; the message names it. */
export class ConfigError extends Error {}

export const booleanText = z
  .enum(['true', 'false', '1', '0', 'yes', 'no'], { message: 'expected true or false' })
  .transform((value) => value === 'true' || value === '1' || value === 'yes');

export const port = z.coerce
  .number({ message: 'expected a whole number between 1 and 65535' })
  .int('expected a whole number between 1 and 65535')
  .min(1, 'expected a whole number between 1 and 65535')
  .max(65535, 'expected a whole number between 1 and 65535');

/** A whole number of `unit` (requests, milliseconds), at least 1. */
export const countOf = (unit: string) =>
  z.coerce
    .number({ message: `expected a whole number of ${unit}` })
    .int(`expected a whole number of ${unit}`)
    .min(1, 'expected at least 1');

export const postgresUrl = z
  .string()
  .url('expected a URL such as postgres://user:password@host:5432/assignd')
  .refine((value) => /^postgres(ql)?:\/\//.test(value), 'expected a postgres:// URL');

/**
 * TRUST_PROXY says which peers may set X-Forwarded-For. Trusting every peer would let any client
 * forge its address and dodge rate limits, so only explicit hop counts or addresses are accepted.
 */
export const trustProxy = z
  .string()
  .trim()
  .transform((value, ctx): false | number | string[] => {
    if (value === '' || value === 'false' || value === '0') return false;
    if (/^\d+$/.test(value)) return Number(value);
    const addresses = value.split(',').map((part) => part.trim());
    if (addresses.every((part) => /^[0-9a-fA-F.:/]+$/.test(part) || part === 'loopback')) {
      return addresses;
    }
    ctx.addIssue({
      code: 'custom',
      message:
        'expected false, a number of proxy hops, or a comma-separated list of proxy addresses',
    });
    return z.NEVER;
  });

/**
 * TRUSTED_ORIGINS lists further addresses the app is opened at (a LAN name, say). Only whole
 * origins are accepted: a path or a wildcard would make "same site" mean something looser.
 */
export const originList = z
  .string()
  .trim()
  .transform((value, ctx): string[] => {
    const origins: string[] = [];
    for (const part of value.split(',')) {
      const text = part.trim();
      if (text === '') continue;
      let url: URL | undefined;
      try {
        url = /^https?:\/\/[^/?#@*\s]+\/?$/i.test(text) ? new URL(text) : undefined;
      } catch {
        url = undefined;
      }
      if (!url) {
        ctx.addIssue({
          code: 'custom',
          message: `expected comma-separated origins such as https://planner.example.org, got ${JSON.stringify(text.slice(0, 100))}`,
        });
        return z.NEVER;
      }
      origins.push(url.origin);
    }
    return origins;
  });

/** An http(s) address without its trailing slash; tests point these at fakes on 127.0.0.1. */
export const httpUrl = z
  .string()
  .regex(/^https?:\/\/[^\s]+$/i, 'expected an http(s) URL')
  .url('expected an http(s) URL')
  .transform((value) => value.replace(/\/$/, ''));

/** What a section's settings parse to, from its part of the environment schema. */
export type EnvOf<Shape extends z.ZodRawShape> = z.output<z.ZodObject<Shape>>;
