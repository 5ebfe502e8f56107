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

const layers = {
  rules: {
    'import-direction': {
      meta: { type: 'problem', schema: [] },
      create(context) {
        const file = context.filename;
        const from = layerOf(file);
        if (!from) return {};
        const check = (node, value) => {
          if (typeof value !== 'string') return;
          let target;
          if (value.startsWith('.')) target = path.resolve(path.dirname(file), value);
          else if (value.startsWith('@/')) target = '/apps/web/src/' + value.slice(2);
          else return;
          const to = layerOf(target);
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
    },
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
);
