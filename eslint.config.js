import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import path from 'node:path';
import { importX } from 'eslint-plugin-import-x';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';

/*
 * One direction of imports in the web app (docs/adding-a-module.md): shared code (components/,
 * lib/, hooks/, api/, test/) -> capability modules (features/<name>/) -> screens that combine
 * capabilities (screens/<name>/) -> the app shell (app/, main.tsx). A feature reaches another
 * feature only through that feature's api/ (data hooks and types) or public/ (the UI it offers,
 * such as a dialog); a screen may use any feature but no other screen.
 */
const SRC = /[/\\]apps[/\\]web[/\\]src[/\\]/;

function layerOf(file) {
  const match = SRC.exec(file);
  if (!match) return null;
  const parts = file.slice(match.index + match[0].length).split(/[/\\]/);
  if (parts[0] === 'app' || parts[0] === 'main.tsx') return { layer: 'app' };
  if (parts[0] === 'screens') return { layer: 'screen', name: parts[1] };
  if (parts[0] === 'features') return { layer: 'feature', name: parts[1], folder: parts[2] };
  return { layer: 'shared' };
}

function importProblem(from, to) {
  if (from.layer === 'app') return null;
  if (to.layer === 'app') return 'the app shell';
  if (from.layer === 'shared' && to.layer !== 'shared') return `a ${to.layer} (${to.name})`;
  if (from.layer === 'feature') {
    if (to.layer === 'screen') return `a screen (${to.name})`;
    if (to.layer === 'feature' && to.name !== from.name && !['api', 'public'].includes(to.folder))
      return `feature "${to.name}" outside its api/ and public/`;
  }
  if (from.layer === 'screen' && to.layer === 'screen' && to.name !== from.name)
    return `another screen (${to.name})`;
  return null;
}

/*
 * The server's direction (docs/decisions/0013-server-composition-root.md): the platform (every
 * file under apps/server/src but app.ts, main.ts and modules/) never imports a module, not even a
 * type; the composition root (app.ts, main.ts, modules/registry.ts) imports anything. A module
 * reaches another only through that module's public.ts, and a table.ts may import another
 * module's table.ts for a foreign key.
 */
const SERVER_SRC = /[/\\]apps[/\\]server[/\\]src[/\\]/;
const ROOT_FILES = ['app', 'main', 'modules/registry', 'modules/registry.test'];

function serverPartOf(file) {
  const match = SERVER_SRC.exec(file);
  if (!match) return null;
  const rest = file.slice(match.index + match[0].length).replace(/\.ts$/, '');
  const parts = rest.split(/[/\\]/);
  if (ROOT_FILES.includes(parts.join('/'))) return { layer: 'root' };
  if (parts[0] === 'modules') return { layer: 'module', name: parts[1], file: parts[2] };
  return { layer: 'platform' };
}

function serverImportProblem(from, to) {
  if (from.layer === 'root') return null;
  if (to.layer === 'root') return 'the composition root (app.ts, modules/registry.ts)';
  if (from.layer === 'platform' && to.layer === 'module') return `a module (${to.name})`;
  if (from.layer === 'module' && to.layer === 'module' && to.name !== from.name) {
    if (to.file === 'public') return null;
    if (from.file === 'table' && to.file === 'table') return null;
    return `module "${to.name}" outside its public.ts`;
  }
  return null;
}

/** A rule reporting each relative import (or `@/` one, on the web) the given direction forbids. */
function directionRule(partOf, importProblem, aliasRoot) {
  return {
    meta: { type: 'problem', schema: [] },
    create(context) {
      const file = context.filename;
      const from = partOf(file);
      if (!from) return {};
      const check = (node, value) => {
        if (typeof value !== 'string') return;
        let target;
        if (value.startsWith('.')) target = path.resolve(path.dirname(file), value);
        else if (aliasRoot && value.startsWith('@/')) target = aliasRoot + value.slice(2);
        else return;
        const to = partOf(target);
        const problem = to && importProblem(from, to);
        if (problem) {
          const what = from.name ? `${from.layer} "${from.name}"` : `${from.layer} code`;
          context.report({ node, message: `The ${what} may not import from ${problem}.` });
        }
      };
      return {
        ImportDeclaration: (node) => check(node, node.source.value),
        ExportNamedDeclaration: (node) => node.source && check(node, node.source.value),
        ExportAllDeclaration: (node) => check(node, node.source.value),
        ImportExpression: (node) => check(node, node.source.value),
      };
    },
  };
}

const layers = {
  rules: {
    'import-direction': directionRule(layerOf, importProblem, '/apps/web/src/'),
    'server-import-direction': directionRule(serverPartOf, serverImportProblem, null),
  },
};

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      'data/**',
      '.tmp/**',
      'test-results/**',
      'playwright-report/**',
      'apps/server/drizzle/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommendedTypeChecked,
  {
    languageOptions: {
      parserOptions: {
        projectService: {
          allowDefaultProject: ['*.js', '*.ts', 'scripts/*.mjs', 'apps/server/build.mjs'],
        },
        tsconfigRootDir: import.meta.dirname,
      },
      globals: { ...globals.node },
    },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
      'no-console': ['error', { allow: ['warn', 'error'] }],
    },
  },
  {
    files: ['**/*.js', '**/*.mjs'],
    ...tseslint.configs.disableTypeChecked,
  },
  {
    files: [
      'scripts/**',
      'bench/**',
      'apps/server/build.mjs',
      'apps/web/compress.mjs',
      'e2e/measure/**',
    ],
    rules: { 'no-console': 'off' },
  },
  {
    files: ['packages/core/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['node:*', 'fs', 'path', 'http', 'pg', 'react', 'react-*'],
              message: 'packages/core is pure: no I/O, no React.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['apps/web/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks, assignd: layers, 'import-x': importX },
    languageOptions: { globals: { ...globals.browser } },
    rules: {
      ...reactHooks.configs.recommended.rules,
      'assignd/import-direction': 'error',
      'import-x/no-cycle': 'error',
    },
    settings: {
      ...importX.flatConfigs.typescript.settings,
      'import-x/resolver-next': [
        createTypeScriptImportResolver({ project: 'apps/web/tsconfig.json' }),
      ],
    },
  },
  {
    // What a visitor's landing page loads carries no React Router (decision 0014): links there
    // are PlainLink, or the landing page would download the router again.
    files: [
      'apps/web/src/main.tsx',
      'apps/web/src/app/{root,entry-routes,public-routes,landing-screen}.{ts,tsx}',
      'apps/web/src/app/layouts/{public-frame,public-header,public-footer,user-initial}.tsx',
      'apps/web/src/features/landing/**/*.{ts,tsx}',
      'apps/web/src/components/{brand,feedback,errors}/**/*.{ts,tsx}',
      'apps/web/src/components/plain-link.tsx',
      'apps/web/src/lib/navigate.ts',
    ],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [
            {
              name: 'react-router',
              message: 'The landing page loads without the router (decision 0014): use PlainLink.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['apps/server/src/**/*.ts'],
    plugins: { assignd: layers, 'import-x': importX },
    rules: {
      'assignd/server-import-direction': 'error',
      // Value imports only: the rule skips type-only ones by design (no option), which the
      // direction above keeps from looping between the platform and the modules.
      'import-x/no-cycle': 'error',
    },
    settings: {
      ...importX.flatConfigs.typescript.settings,
      'import-x/resolver-next': [
        createTypeScriptImportResolver({ project: 'apps/server/tsconfig.json' }),
      ],
    },
  },
);
