import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import path from 'node:path';

// Features stay independent (bulletproof-react): a file under features/<a>/ may not import from
// features/<b>/. Shared code lives in components/, lib/ or hooks/ at the app level.
const featureBoundaries = {
  rules: {
    'no-cross-feature-imports': {
      meta: { type: 'problem', schema: [] },
      create(context) {
        const file = context.filename;
        const own = /[/\\]features[/\\]([^/\\]+)[/\\]/.exec(file)?.[1];
        if (!own) return {};
        return {
          ImportDeclaration(node) {
            const source = String(node.source.value);
            let target;
            if (source.startsWith('.')) target = path.resolve(path.dirname(file), source);
            else if (source.startsWith('@/')) target = '/src/' + source.slice(2);
            else return;
            const other = /[/\\]features[/\\]([^/\\]+)(?:[/\\]|$)/.exec(target)?.[1];
            if (other && other !== own) {
              context.report({
                node,
                message: `Feature "${own}" may not import from feature "${other}".`,
              });
            }
          },
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
    plugins: { 'react-hooks': reactHooks, assignd: featureBoundaries },
    languageOptions: { globals: { ...globals.browser } },
    rules: {
      ...reactHooks.configs.recommended.rules,
      'assignd/no-cross-feature-imports': 'error',
    },
  },
);
