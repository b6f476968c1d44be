import boundaries from 'eslint-plugin-boundaries';
import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';

export default tseslint.config(
  {
    ignores: [
      'dist/**',
      'data/**',
      'drizzle/**',
      'node_modules/**',
      'test-results/**',
      'playwright-report/**',
      '.tmp/**',
    ],
  },
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks, boundaries },
    settings: {
      'boundaries/include': ['src/**/*'],
      // Resolve extensionless TypeScript imports so boundaries can classify them.
      'import/resolver': { node: { extensions: ['.ts', '.tsx', '.js', '.json'] } },
      'boundaries/elements': [
        { type: 'domain', pattern: 'src/domain/**' },
        { type: 'server', pattern: 'src/server/**' },
        { type: 'web-app', pattern: 'src/web/app/**' },
        { type: 'web-feature', pattern: 'src/web/features/*', capture: ['feature'] },
        { type: 'web-shared', pattern: 'src/web/(components|lib|locales)/**' },
        { type: 'web-entry', pattern: 'src/web/*' },
      ],
    },
    rules: {
      ...reactHooks.configs.recommended.rules,
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
      // Architecture (STYLE.md): domain imports nothing of ours outside itself; web never imports the
      // server; a web feature never imports another feature or the app shell; only app composes.
      'boundaries/dependencies': [
        'error',
        {
          default: 'disallow',
          policies: [
            { allow: [{ to: { module: { origin: 'external' } } }, { to: { module: { origin: 'core' } } }] },
            { from: { element: { type: 'domain' } }, allow: { to: { element: { type: 'domain' } } } },
            {
              from: { element: { type: 'server' } },
              allow: { to: { element: { types: { anyOf: ['server', 'domain'] } } } },
            },
            {
              from: { element: { type: 'web-shared' } },
              allow: { to: { element: { types: { anyOf: ['web-shared', 'domain'] } } } },
            },
            {
              from: { element: { type: 'web-feature' } },
              allow: [
                { to: { element: { types: { anyOf: ['web-shared', 'domain'] } } } },
                {
                  to: {
                    element: {
                      type: 'web-feature',
                      captured: { feature: '{{from.element.captured.feature}}' },
                    },
                  },
                },
              ],
            },
            {
              from: { element: { type: 'web-app' } },
              allow: {
                to: { element: { types: { anyOf: ['web-app', 'web-feature', 'web-shared', 'domain'] } } },
              },
            },
            {
              from: { element: { type: 'web-entry' } },
              allow: { to: { element: { types: { anyOf: ['web-app', 'web-shared', 'domain'] } } } },
            },
          ],
        },
      ],
    },
  },
);
