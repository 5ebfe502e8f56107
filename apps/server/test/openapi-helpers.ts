import type { $ZodType } from 'zod/v4/core';
import { schemasOfRoutes } from '../src/openapi/openapi';
import type { TestApp } from './helpers';

/** The answers a route's own schema declares, by status (`key` is "METHOD /path"). */
export function responsesOf(t: TestApp, key: string): Record<string, $ZodType> {
  const response = schemasOfRoutes(t.app).get(key)?.response;
  return (response ?? {}) as Record<string, $ZodType>;
}
