import { textProblem } from './text';

/*
 * Checks every request body (and JSON held inside a backup's text fields) before any schema or
 * library reads it: deep nesting overflows recursive readers, NUL and lone surrogates fail in
 * PostgreSQL, prototype keys poison objects that are merged later, and no column holds a number
 * outside the 32-bit integer range.
 */

export const JSON_DEPTH_MAX = 32;
const JSON_NUMBER_MAX = 2 ** 31 - 1;
const JSON_NUMBER_MIN = -(2 ** 31);
const FORBIDDEN_KEYS = new Set(['__proto__', 'constructor', 'prototype']);

export const JSON_MESSAGES = {
  depth: `Nested more than ${JSON_DEPTH_MAX} levels deep`,
  key: 'This key is not allowed',
  number: `Expected a number between ${JSON_NUMBER_MIN} and ${JSON_NUMBER_MAX}`,
} as const;

export type JsonPath = readonly (string | number)[];

export interface JsonProblem {
  path: JsonPath;
  message: string;
}

interface Node {
  value: unknown;
  depth: number;
  parent: Node | null;
  key: string | number | null;
}

function pathOf(node: Node | null, key?: string | number): (string | number)[] {
  const path: (string | number)[] = key === undefined ? [] : [key];
  for (let at = node; at && at.key !== null; at = at.parent) path.unshift(at.key);
  return path;
}

function scalarProblem(value: unknown): string | null {
  if (typeof value === 'string') return textProblem(value);
  // Written so NaN and the infinities fail too.
  if (typeof value === 'number' && !(value >= JSON_NUMBER_MIN && value <= JSON_NUMBER_MAX)) {
    return JSON_MESSAGES.number;
  }
  return null;
}

/** Checks one entry of a container, queueing it when it is a container itself. */
function visit(
  stack: Node[],
  node: Node,
  key: string | number,
  item: unknown,
  base: JsonPath,
): JsonProblem | null {
  const keyProblem =
    typeof key === 'string'
      ? FORBIDDEN_KEYS.has(key)
        ? JSON_MESSAGES.key
        : textProblem(key)
      : null;
  const problem = keyProblem ?? scalarProblem(item);
  if (problem) return { path: [...base, ...pathOf(node, key)], message: problem };
  if (item !== null && typeof item === 'object') {
    stack.push({ value: item, depth: node.depth + 1, parent: node, key });
  }
  return null;
}

/**
 * The first problem in a parsed JSON value, or null. Walks with its own stack, so no nesting
 * can overflow it, and stops at the first problem. `depth` is how deep `value` already sits.
 */
export function jsonProblem(value: unknown, base: JsonPath = [], depth = 0): JsonProblem | null {
  const rootProblem = scalarProblem(value);
  if (rootProblem) return { path: base, message: rootProblem };
  const stack: Node[] = [{ value, depth, parent: null, key: null }];
  for (let node = stack.pop(); node; node = stack.pop()) {
    const container = node.value;
    if (container === null || typeof container !== 'object') continue;
    if (node.depth >= JSON_DEPTH_MAX) {
      // The field that holds the nesting names it better than thirty-odd indexes below it.
      const [field] = pathOf(node);
      const named = typeof field === 'string' ? [field] : [];
      return { path: [...base, ...named], message: JSON_MESSAGES.depth };
    }
    if (Array.isArray(container)) {
      for (let index = 0; index < container.length; index += 1) {
        const problem = visit(stack, node, index, container[index] as unknown, base);
        if (problem) return problem;
      }
    } else {
      for (const key in container) {
        if (!Object.hasOwn(container, key)) continue;
        const item = (container as Record<string, unknown>)[key];
        const problem = visit(stack, node, key, item, base);
        if (problem) return problem;
      }
    }
  }
  return null;
}

/** Character codes of JSON's structure, for scanners that read JSON text without parsing it. */
export const JSON_CHAR = {
  QUOTE: 34,
  BACKSLASH: 92,
  COMMA: 44,
  OPEN_OBJECT: 123,
  CLOSE_OBJECT: 125,
  OPEN_LIST: 91,
  CLOSE_LIST: 93,
} as const;
const { QUOTE, BACKSLASH, COMMA, OPEN_OBJECT, CLOSE_OBJECT, OPEN_LIST, CLOSE_LIST } = JSON_CHAR;

/** A key as JSON.parse reads it; a broken escape is left for a later JSON.parse to refuse. */
export function readJsonKey(quoted: string): string {
  try {
    return JSON.parse(quoted) as string;
  } catch {
    return quoted;
  }
}

/**
 * Why JSON text is too costly to parse, or null: nesting beyond `maxDepth` (JSON.parse of 1 MB
 * of '[' takes ~150 ms) or more values than `maxTokens` (60,000 keys take ~90 ms). A refusal
 * names the root field it is under when the text is an object.
 */
export function jsonTextProblem(
  text: string,
  limits: { maxDepth: number; maxTokens: number },
): JsonProblem | null {
  const { maxDepth, maxTokens } = limits;
  let depth = 0;
  let tokens = 0;
  let inString = false;
  let escaped = false;
  let stringStart = 0;
  // The root object's key whose value is being read, so a refusal can name the field.
  let topKey: string | undefined;
  const rootIsObject = text.trimStart().startsWith('{');
  for (let at = 0; at < text.length; at += 1) {
    const c = text.charCodeAt(at);
    if (inString) {
      if (escaped) escaped = false;
      else if (c === BACKSLASH) escaped = true;
      else if (c === QUOTE) {
        inString = false;
        if (depth === 1 && rootIsObject) topKey = readJsonKey(text.slice(stringStart, at + 1));
      }
      continue;
    }
    if (c === QUOTE) {
      inString = true;
      stringStart = at;
    } else if (c === OPEN_OBJECT || c === OPEN_LIST) depth += 1;
    else if (c === CLOSE_OBJECT || c === CLOSE_LIST) depth -= 1;
    else if (c !== COMMA) continue;
    if (depth > maxDepth || ++tokens > maxTokens) {
      return {
        message: depth > maxDepth ? JSON_MESSAGES.depth : `Holds more than ${maxTokens} values`,
        path: depth > 1 && topKey !== undefined ? [topKey] : [],
      };
    }
  }
  return null;
}

/** 'assignments.3.dueDate', as the routes name a field. */
export const formatJsonPath = (path: JsonPath): string => path.join('.');
