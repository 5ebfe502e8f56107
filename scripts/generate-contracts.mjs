/*
 * Writes the lists of packages/schemas/src/modules/ from its folders: every folder's contract.ts
 * (contracts.generated.ts), every restore.ts (restores.generated.ts) and every file's exports for
 * the package entry (exports.generated.ts), so adding a module to the contract edits no list.
 * `node scripts/generate-contracts.mjs` writes them; `--check` only says whether they are up to
 * date (modules/contracts.test.ts checks the same from the other side).
 */
import { existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { format, resolveConfig } from 'prettier';

const MODULES = fileURLToPath(new URL('../packages/schemas/src/modules/', import.meta.url));

/** 'calendar-feed' -> 'calendarFeed': the name each file's export starts with. */
const camel = (name) => name.replace(/-([a-z])/g, (_, letter) => letter.toUpperCase());

const folders = readdirSync(MODULES, { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name)
  .sort();

/** The list of one kind of file, each folder's `<name><Suffix>` export, in folder order. */
function list({ file, suffix, constant, doc }) {
  const names = folders
    .filter((folder) => existsSync(path.join(MODULES, folder, `${file}.ts`)))
    .map((folder) => ({ folder, name: `${camel(folder)}${suffix}` }));
  return [
    `// Written by scripts/generate-contracts.mjs from the folders of modules/: do not edit.`,
    `// Run \`npm run generate:contracts\` after adding or removing a module's ${file}.ts.`,
    ...names.map(({ folder, name }) => `import { ${name} } from './${folder}/${file}';`),
    '',
    `/** ${doc} */`,
    `export const ${constant} = [${names.map(({ name }) => name).join(', ')}] as const;`,
    '',
  ].join('\n');
}

/** Every file of every module folder but its tests: what the module offers the server and the web. */
function exports() {
  const files = folders.flatMap((folder) =>
    readdirSync(path.join(MODULES, folder))
      .filter((file) => file.endsWith('.ts') && !file.endsWith('.test.ts'))
      .sort()
      .map((file) => `./${folder}/${file.slice(0, -'.ts'.length)}`),
  );
  return [
    `// Written by scripts/generate-contracts.mjs from the folders of modules/: do not edit.`,
    `// Run \`npm run generate:contracts\` after adding or removing a file of a module.`,
    '// The package entry exports all of it: what a module declares is named once, in its folder.',
    ...files.map((file) => `export * from '${file}';`),
    ...(files.length === 0 ? ['export {};'] : []),
    '',
  ].join('\n');
}

const FILES = {
  'exports.generated.ts': exports(),
  'contracts.generated.ts': list({
    file: 'contract',
    suffix: 'Contract',
    constant: 'MODULE_CONTRACTS',
    doc: "Every module's realtime tables and backup keys (module-contract.ts).",
  }),
  'restores.generated.ts': list({
    file: 'restore',
    suffix: 'Restore',
    constant: 'MODULE_RESTORES',
    doc: 'How every module reads its rows of a backup file (backup-rows.ts).',
  }),
};

const check = process.argv.includes('--check');
const stale = [];
for (const [name, text] of Object.entries(FILES)) {
  const target = path.join(MODULES, name);
  const options = (await resolveConfig(target)) ?? {};
  const wanted = await format(text, { ...options, filepath: target });
  const current = existsSync(target) ? readFileSync(target, 'utf8') : null;
  if (current === wanted) continue;
  if (check) stale.push(name);
  else writeFileSync(target, wanted);
}
if (stale.length > 0) {
  console.error(
    `Out of date: ${stale.join(', ')} in packages/schemas/src/modules. Run npm run generate:contracts.`,
  );
  process.exit(1);
}
