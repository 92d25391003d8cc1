// `npm run lint` (and the start of `npm test`): TypeScript's recommended rules and the rules of hooks over
// the code and its tests. Syntax-only (no type information), so it stays quick on a small machine.
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';

export default tseslint.config(
  { ignores: ['**/dist/**', '**/node_modules/**'] },
  {
    files: ['packages/**/*.{ts,tsx}', 'tests/**/*.{ts,tsx}'],
    extends: [js.configs.recommended, ...tseslint.configs.recommended],
    plugins: { 'react-hooks': reactHooks },
    linterOptions: { reportUnusedDisableDirectives: 'error' },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'error',
      // Arguments and bindings named with a leading underscore are unused on purpose (antd's render(_value, row)).
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrors: 'none' },
      ],
    },
  },
  {
    // kysely's idiom for code that works on whichever table it is given (row order, counts, pages, the
    // collections chosen at run time) and for migrations, which must not depend on today's schema types:
    // `Kysely<any>`, `SelectQueryBuilder<any, any, any>`.
    files: [
      'packages/server/src/db/**/*.ts',
      'packages/server/src/content-state/*.ts',
      'packages/server/src/**/migrations/*.ts',
      'packages/server/src/http/list-options.ts',
      'packages/server/src/modules/collected-data/collection-queries.ts',
      'packages/server/src/modules/activity/queries.ts',
      'packages/server/src/modules/personal-data/queries.ts',
    ],
    rules: { '@typescript-eslint/no-explicit-any': 'off' },
  },
);
