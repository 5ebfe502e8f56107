/*
 * Fails when the TypeScript sources import each other in a circle, `import type` and
 * `export ... from` included. ESLint's import-x/no-cycle skips type-only imports by design, and a
 * type-level cycle is what made every server module depend on every other one (issue 26), so this
 * check reads each file's imports with TypeScript's own pre-processor and resolves the relative
 * ones (and the web app's `@/` alias). Run by `npm run lint`.
 */
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';

const ROOT = fileURLToPath(new URL('..', import.meta.url));
/** Each source tree, and what its `@/` alias points at (only the web app has one). */
const TREES = [
  { dir: 'packages/core/src' },
  { dir: 'packages/schemas/src' },
  { dir: 'apps/server/src' },
  { dir: 'apps/web/src', alias: 'apps/web/src' },
];
const EXTENSIONS = ['.ts', '.tsx'];

function sourceFiles(dir) {
  const found = [];
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) found.push(...sourceFiles(full));
    else if (EXTENSIONS.some((ext) => entry.name.endsWith(ext))) found.push(full);
  }
  return found;
}

/** The file an import names, or undefined for a package or a file that is not TypeScript. */
function resolve(from, specifier, alias) {
  let base;
  if (specifier.startsWith('.')) base = path.resolve(path.dirname(from), specifier);
  else if (alias && specifier.startsWith('@/')) base = path.join(ROOT, alias, specifier.slice(2));
  else return undefined;
  const candidates = [
    base,
    ...EXTENSIONS.map((ext) => base + ext),
    ...EXTENSIONS.map((ext) => path.join(base, `index${ext}`)),
  ];
  return candidates.find(
    (file) => existsSync(file) && statSync(file).isFile() && /\.tsx?$/.test(file),
  );
}

const edges = new Map();
for (const { dir, alias } of TREES) {
  for (const file of sourceFiles(path.join(ROOT, dir))) {
    const { importedFiles } = ts.preProcessFile(readFileSync(file, 'utf8'), true, true);
    const targets = importedFiles
      .map(({ fileName }) => resolve(file, fileName, alias))
      .filter((target) => target !== undefined);
    edges.set(file, [...new Set(targets)]);
  }
}

/** Tarjan's strongly connected components: every one with more than one file is a cycle. */
function cycles() {
  let counter = 0;
  const index = new Map();
  const low = new Map();
  const stack = [];
  const onStack = new Set();
  const found = [];
  function visit(start) {
    // Iterative, so a long import chain cannot overflow the call stack.
    const work = [{ file: start, next: 0 }];
    index.set(start, counter);
    low.set(start, counter++);
    stack.push(start);
    onStack.add(start);
    while (work.length > 0) {
      const frame = work[work.length - 1];
      const targets = edges.get(frame.file) ?? [];
      if (frame.next < targets.length) {
        const target = targets[frame.next++];
        if (!index.has(target)) {
          index.set(target, counter);
          low.set(target, counter++);
          stack.push(target);
          onStack.add(target);
          work.push({ file: target, next: 0 });
        } else if (onStack.has(target)) {
          low.set(frame.file, Math.min(low.get(frame.file), index.get(target)));
        }
        continue;
      }
      work.pop();
      if (work.length > 0) {
        const parent = work[work.length - 1].file;
        low.set(parent, Math.min(low.get(parent), low.get(frame.file)));
      }
      if (low.get(frame.file) === index.get(frame.file)) {
        const component = [];
        let member;
        do {
          member = stack.pop();
          onStack.delete(member);
          component.push(member);
        } while (member !== frame.file);
        const selfImport = (edges.get(frame.file) ?? []).includes(frame.file);
        if (component.length > 1 || selfImport) found.push(component);
      }
    }
  }
  for (const file of edges.keys()) if (!index.has(file)) visit(file);
  return found;
}

const found = cycles();
if (found.length > 0) {
  console.error(`${found.length} import cycle(s), type-only imports included:`);
  for (const component of found) {
    console.error(
      `- ${component
        .map((file) => path.relative(ROOT, file))
        .sort()
        .join('\n  ')}`,
    );
  }
  process.exit(1);
}
console.log(`No import cycles in ${edges.size} files (type-only imports included).`);
