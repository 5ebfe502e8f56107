/*
 * `npm run new-module <name>` writes a working module on both sides (docs/adding-a-module.md says
 * what it writes and what a module adds afterwards): the server's folder and its registry line, the
 * contract's folder and its generated lists, the web feature and its line in app/modules.ts, the
 * table's migration, an API test and a browser test. `npm run new-module -- --remove <name>` takes
 * all of it out again (CI generates a throwaway module and removes it so).
 */
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { contractFiles } from './new-module/contract-files.mjs';
import { nameProblem, namesOf } from './new-module/names.mjs';
import { serverFiles } from './new-module/server-files.mjs';
import { testFiles } from './new-module/test-files.mjs';
import { webFiles } from './new-module/web-files.mjs';

const ROOT = fileURLToPath(new URL('..', import.meta.url));
const SERVER_MODULES = 'apps/server/src/modules';
const SERVER_REGISTRY = `${SERVER_MODULES}/registry.ts`;
const WEB_REGISTRY = 'apps/web/src/app/modules.ts';
const MIGRATIONS = 'apps/server/drizzle';
const JOURNAL = `${MIGRATIONS}/meta/_journal.json`;

const at = (file) => path.join(ROOT, file);
const read = (file) => readFileSync(at(file), 'utf8');

function fail(message) {
  console.error(`new-module: ${message}`);
  process.exit(1);
}

/** Where each side of the module lives. */
function placesOf(n) {
  return {
    server: `${SERVER_MODULES}/${n.kebab}`,
    contract: `packages/schemas/src/modules/${n.kebab}`,
    web: `apps/web/src/features/${n.kebab}`,
  };
}

/** The two registry lines of each side: an import and an entry in the list. */
function registryLines(n) {
  return [
    {
      file: SERVER_REGISTRY,
      list: 'export const SERVER_MODULES = [',
      importLine: `import { ${n.camel}Module } from './${n.kebab}/module';`,
      importAfter: /^import \{[^}]+\} from '\.\/[a-z0-9-]+\/module';$/,
      entry: `  ${n.camel}Module,`,
    },
    {
      file: WEB_REGISTRY,
      list: 'const MODULES = [',
      importLine: `import { ${n.camel}Module } from '@/features/${n.kebab}/manifest';`,
      importAfter: /^import \{[^}]+\} from '@\/features\/[a-z0-9-]+\/manifest';$/,
      entry: `  ${n.camel}Module,`,
    },
  ];
}

/** A place in Clear All's order after every module's (registry.test.ts wants each distinct). */
function nextClearOrder() {
  const orders = readdirSync(at(SERVER_MODULES), { withFileTypes: true })
    .filter(
      (entry) => entry.isDirectory() && existsSync(at(`${SERVER_MODULES}/${entry.name}/module.ts`)),
    )
    .flatMap((entry) => {
      const text = read(`${SERVER_MODULES}/${entry.name}/module.ts`);
      return [...text.matchAll(/clearAll:\s*\{\s*order:\s*(\d+)/g)].map((match) =>
        Number(match[1]),
      );
    });
  return Math.max(-1, ...orders) + 1;
}

function writeAll(folder, files) {
  const written = [];
  for (const [name, text] of Object.entries(files)) {
    const file = folder ? `${folder}/${name}` : name;
    mkdirSync(path.dirname(at(file)), { recursive: true });
    writeFileSync(at(file), text);
    written.push(file);
  }
  return written;
}

function addLines({ file, list, importLine, importAfter, entry }) {
  const lines = read(file).split('\n');
  const lastImport = lines.findLastIndex((line) => importAfter.test(line));
  const start = lines.indexOf(list);
  const end = lines.findIndex((line, index) => index > start && line === '] as const;');
  if (lastImport < 0 || start < 0 || end < 0) fail(`${file} is not shaped as expected`);
  lines.splice(end, 0, entry);
  lines.splice(lastImport + 1, 0, importLine);
  writeFileSync(at(file), lines.join('\n'));
}

function removeLines({ file, importLine, entry }) {
  const text = read(file);
  const kept = text.split('\n').filter((line) => line !== importLine && line !== entry);
  writeFileSync(at(file), kept.join('\n'));
}

function run(command, args, cwd = ROOT) {
  execFileSync(command, args, { cwd, stdio: ['ignore', 'inherit', 'inherit'] });
}

function create(n) {
  const places = placesOf(n);
  const tests = testFiles(n);
  const taken = [
    ...Object.values(places),
    ...Object.keys(tests),
    `apps/web/src/screens/${n.kebab}`,
  ];
  const existing = taken.filter((place) => existsSync(at(place)));
  if (existing.length > 0) fail(`"${n.kebab}" is taken: ${existing.join(', ')} exists`);

  const written = [
    ...writeAll(places.server, serverFiles(n, nextClearOrder())),
    ...writeAll(places.contract, contractFiles(n)),
    ...writeAll(places.web, webFiles(n)),
    ...writeAll(null, tests),
  ];
  for (const lines of registryLines(n)) addLines(lines);

  run('node', ['scripts/generate-contracts.mjs']);
  const before = new Set(readdirSync(at(MIGRATIONS)));
  run('npx', ['drizzle-kit', 'generate', '--name', n.snake], at('apps/server'));
  const migrations = readdirSync(at(MIGRATIONS)).filter((file) => !before.has(file));
  run('npx', [
    'prettier',
    '--write',
    '--log-level',
    'warn',
    ...written,
    SERVER_REGISTRY,
    WEB_REGISTRY,
  ]);

  console.log(`\nWrote module "${n.kebab}":`);
  for (const place of Object.values(places)) console.log(`  ${place}/`);
  for (const file of Object.keys(tests)) console.log(`  ${file}`);
  console.log(`  ${SERVER_REGISTRY} and ${WEB_REGISTRY} (one import and one entry each)`);
  console.log('  packages/schemas/src/modules/*.generated.ts (npm run generate:contracts)');
  for (const file of migrations) console.log(`  ${MIGRATIONS}/${file} (+ its snapshot in meta/)`);
  console.log(`\nSee it at /${n.kebab}; docs/adding-a-module.md says what to add next.`);
}

/**
 * The module's migration, which must be the newest: later ones build on its snapshot. Null when it
 * has none (generation stopped before drizzle-kit ran).
 */
function migrationOf(n) {
  const journal = JSON.parse(read(JOURNAL));
  // Only the one generated for it: named after it and creating its table.
  const ours = journal.entries.find(
    ({ tag }) =>
      tag.replace(/^\d+_/, '') === n.snake &&
      existsSync(at(`${MIGRATIONS}/${tag}.sql`)) &&
      read(`${MIGRATIONS}/${tag}.sql`).includes(`CREATE TABLE "${n.table}"`),
  );
  if (!ours) return null;
  if (ours !== journal.entries.at(-1))
    fail(`${ours.tag} is not the newest migration; remove it by hand`);
  return { journal, tag: ours.tag };
}

function removeMigration({ journal, tag }) {
  journal.entries.pop();
  writeFileSync(at(JOURNAL), JSON.stringify(journal, null, 2));
  rmSync(at(`${MIGRATIONS}/${tag}.sql`), { force: true });
  rmSync(at(`${MIGRATIONS}/meta/${tag.split('_')[0]}_snapshot.json`), { force: true });
}

function remove(n) {
  const migration = migrationOf(n);
  for (const place of Object.values(placesOf(n)))
    rmSync(at(place), { recursive: true, force: true });
  for (const file of Object.keys(testFiles(n))) rmSync(at(file), { force: true });
  for (const lines of registryLines(n)) removeLines(lines);
  if (migration) removeMigration(migration);
  run('node', ['scripts/generate-contracts.mjs']);
  console.log(`Removed module "${n.kebab}".`);
}

const args = process.argv.slice(2);
const removing = args[0] === '--remove';
const name = removing ? args[1] : args[0];
if (args.length !== (removing ? 2 : 1)) {
  fail('usage: npm run new-module <kebab-case-name>  |  npm run new-module -- --remove <name>');
}
const problem = nameProblem(name);
if (problem) fail(problem);
if (removing) remove(namesOf(name));
else create(namesOf(name));
