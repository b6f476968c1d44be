import boundaries from 'eslint-plugin-boundaries';
import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';

// Element and file patterns are matched against paths relative to this folder, whatever the cwd.
const root = import.meta.dirname;
const codeFiles = ['**/*.{js,mjs,cjs,ts,tsx}'];
// A relative import names a module, never a file: `./y`, not `./y.js` or `./y.ts` (moduleResolution
// "bundler"; tsx, vite and vitest resolve the extension). Plain `.mjs` files keep Node's rules.
const relativeWithExtension = '^\\..*\\.[cm]?[jt]sx?$';
const relativeWithExtensionMessage =
  'Import a relative module without its extension (`./y`, not `./y.js`): moduleResolution is "bundler".';

const importWithExtension = {
  selector: `ImportExpression > Literal.source[value=/${relativeWithExtension}/]`,
  message: relativeWithExtensionMessage,
};

// The web calls the API through the shared operation objects (`callOperation(ops.x, …)`), never by a
// path typed again; only src/web/lib (the client itself) may hold one.
const apiPathMessage =
  'Call the API through its operation object (src/domain/<feature>/operations.ts + callOperation), not a typed path.';

// The server's shared folders (ARCHITECTURE.md lists what each holds); every other folder of src/server
// is a feature (ARCHITECTURE.md says which is which; a test compares). Top-level files: the context type, configuration and path helpers are shared too.
export const SERVER_KITS = [
  'ai',
  'auth-kit',
  'db',
  'documents',
  'http',
  'notify-kit',
  'org-kit',
  'pdf-kit',
  'realtime',
  'spreadsheets',
  'tasks-kit',
  'workers',
];
// Folders of the composition (besides the files below).
export const SERVER_APP_FOLDERS = ['demo'];
const serverKitFiles = 'src/server/{app-context,config,loopback-host,project-root}.ts';
const serverAppFiles = [
  'src/server/{app,main,create-context}.ts',
  // Tests of the whole server (its start, its configuration, this document's agreement with the tree).
  'src/server/*.test.ts',
  'src/server/workers/{worker-tasks.ts,worker-entry.mjs}',
];

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
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
      'no-restricted-imports': [
        'error',
        { patterns: [{ regex: relativeWithExtension, message: relativeWithExtensionMessage }] },
      ],
      'no-restricted-syntax': ['error', importWithExtension],
    },
  },
  {
    // The options of a rule replace earlier ones, hence the import check again.
    files: ['src/web/**/*.{ts,tsx}'],
    ignores: ['src/web/lib/**', 'src/web/**/*.test.{ts,tsx}'],
    rules: {
      'no-restricted-syntax': [
        'error',
        importWithExtension,
        { selector: 'Literal[value=/^\\/api\\//]', message: apiPathMessage },
        { selector: 'TemplateElement[value.raw=/^\\/api\\//]', message: apiPathMessage },
      ],
    },
  },
  {
    files: codeFiles,
    plugins: { boundaries },
    settings: {
      'boundaries/root-path': root,
      // Every linted file must belong to the architecture (ESLint's own ignores above still apply).
      'boundaries/include': ['**/*'],
      // Resolve extensionless TypeScript imports so boundaries can classify them.
      'import/resolver': { node: { extensions: ['.ts', '.tsx', '.js', '.mjs', '.json'] } },
      // Folders, matched from the project root; the first match wins, so the narrower comes first.
      'boundaries/elements': [
        { type: 'domain-shared', pattern: 'src/domain/shared', partialMatch: false },
        { type: 'domain', pattern: 'src/domain', partialMatch: false },
        { type: 'server-testing', pattern: 'src/server/testing', partialMatch: false },
        // The demo seeds every feature's records: it belongs to the composition (files below).
        { type: 'server-app', pattern: `src/server/(${SERVER_APP_FOLDERS.join('|')})`, partialMatch: false },
        // Shared server code a feature may use: it imports kits and the domain, never a feature.
        { type: 'server-kit', pattern: `src/server/(${SERVER_KITS.join('|')})`, partialMatch: false },
        // Each other folder is a feature: it imports itself, kits and the domain, never another feature.
        { type: 'server-feature', pattern: 'src/server/*', capture: ['feature'], partialMatch: false },
        { type: 'web-app', pattern: 'src/web/app', partialMatch: false },
        { type: 'web-feature', pattern: 'src/web/features/*', capture: ['feature'], partialMatch: false },
        { type: 'web-shared', pattern: 'src/web/(components|lib|locales)', partialMatch: false },
        { type: 'e2e', pattern: 'tests/e2e', partialMatch: false },
        { type: 'bench', pattern: 'bench', partialMatch: false },
        { type: 'scripts', pattern: 'scripts', partialMatch: false },
      ],
      // Single files outside those folders, and the tests of the server (which may use its test helpers).
      'boundaries/files': [
        { category: 'web-entry', pattern: 'src/web/{main.tsx,styles.css}' },
        { category: 'tooling-config', pattern: '*.config.{js,ts}' },
        { category: 'server-test', pattern: 'src/server/**/*.test.ts' },
        // The server's composition (it builds the context, registers every feature's routes, lists
        // the pool's tasks): it may import any feature, as src/web/app does for the web.
        { category: 'server-app', pattern: serverAppFiles },
        // Top-level files every part of the server shares (the context type, configuration, paths).
        { category: 'server-kit', pattern: serverKitFiles },
        // A test runner in scripts/ that drives the suite's own generators (npm run test:audit-precision).
        { category: 'test-runner', pattern: 'scripts/audit-precision.ts' },
      ],
    },
    rules: {
      // A file outside every pattern above (say a new src/shared/) is an architecture decision.
      'boundaries/no-unknown-files': 'error',
      'boundaries/no-unknown-dependencies': 'error',
      // Architecture (STYLE.md): domain imports nothing of ours outside itself; web never imports the
      // server; a web feature never imports another feature or the app shell; only app composes;
      // production code never imports a test helper.
      'boundaries/dependencies': [
        'error',
        {
          default: 'disallow',
          policies: [
            { allow: [{ to: { module: { origin: 'external' } } }, { to: { module: { origin: 'core' } } }] },
            // domain/shared is what every feature of the domain builds on: it imports no feature.
            {
              from: { element: { type: 'domain-shared' } },
              allow: { to: { element: { type: 'domain-shared' } } },
            },
            {
              from: { element: { type: 'domain' } },
              allow: { to: { element: { types: { anyOf: ['domain', 'domain-shared'] } } } },
            },
            {
              from: { element: { type: 'server-kit' } },
              allow: [
                { to: { element: { types: { anyOf: ['server-kit', 'domain', 'domain-shared'] } } } },
                { to: { file: { categories: 'server-kit' } } },
              ],
            },
            {
              from: { file: { categories: 'server-kit' } },
              allow: [
                { to: { element: { types: { anyOf: ['server-kit', 'domain', 'domain-shared'] } } } },
                { to: { file: { categories: 'server-kit' } } },
              ],
            },
            {
              from: { element: { type: 'server-feature' } },
              allow: [
                { to: { element: { types: { anyOf: ['server-kit', 'domain', 'domain-shared'] } } } },
                { to: { file: { categories: 'server-kit' } } },
                {
                  to: {
                    element: {
                      type: 'server-feature',
                      captured: { feature: '{{from.element.captured.feature}}' },
                    },
                  },
                },
              ],
            },
            {
              from: [{ element: { type: 'server-app' } }, { file: { categories: 'server-app' } }],
              allow: [
                {
                  to: {
                    element: {
                      types: {
                        anyOf: ['server-app', 'server-feature', 'server-kit', 'domain', 'domain-shared'],
                      },
                    },
                  },
                },
                { to: { file: { categories: { anyOf: ['server-app', 'server-kit'] } } } },
              ],
            },
            // A test may use the test helpers, and boot the composed server (as testing/test-app does).
            {
              from: { file: { categories: 'server-test' } },
              allow: [
                { to: { element: { types: { anyOf: ['server-testing', 'server-app'] } } } },
                { to: { file: { categories: 'server-app' } } },
              ],
            },
            {
              from: { element: { type: 'server-testing' } },
              allow: [
                {
                  to: {
                    element: {
                      types: {
                        anyOf: [
                          'server-testing',
                          'server-app',
                          'server-feature',
                          'server-kit',
                          'domain',
                          'domain-shared',
                        ],
                      },
                    },
                  },
                },
                { to: { file: { categories: { anyOf: ['server-app', 'server-kit'] } } } },
              ],
            },
            {
              from: { element: { type: 'web-shared' } },
              allow: { to: { element: { types: { anyOf: ['web-shared', 'domain', 'domain-shared'] } } } },
            },
            {
              from: { element: { type: 'web-feature' } },
              allow: [
                { to: { element: { types: { anyOf: ['web-shared', 'domain', 'domain-shared'] } } } },
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
                to: {
                  element: {
                    types: { anyOf: ['web-app', 'web-feature', 'web-shared', 'domain', 'domain-shared'] },
                  },
                },
              },
            },
            {
              from: { file: { categories: 'web-entry' } },
              allow: [
                {
                  to: { element: { types: { anyOf: ['web-app', 'web-shared', 'domain', 'domain-shared'] } } },
                },
                { to: { file: { categories: 'web-entry' } } },
              ],
            },
            {
              from: { element: { type: 'e2e' } },
              allow: {
                to: {
                  element: {
                    types: {
                      anyOf: ['e2e', 'web-app', 'web-shared', 'domain', 'domain-shared', 'server-testing'],
                    },
                  },
                },
              },
            },
            {
              from: { element: { type: 'bench' } },
              allow: [
                {
                  to: {
                    element: {
                      types: {
                        anyOf: [
                          'bench',
                          'server-app',
                          'server-feature',
                          'server-kit',
                          'server-testing',
                          'domain',
                          'domain-shared',
                        ],
                      },
                    },
                  },
                },
                { to: { file: { categories: { anyOf: ['server-app', 'server-kit'] } } } },
              ],
            },
            {
              from: { element: { type: 'scripts' }, file: { categories: 'test-runner' } },
              allow: { to: { element: { type: 'server-testing' } } },
            },
            // Operator scripts (npm run admin) call the server's use cases on its database.
            {
              from: { element: { type: 'scripts' } },
              allow: [
                {
                  to: {
                    element: {
                      types: {
                        anyOf: [
                          'scripts',
                          'server-app',
                          'server-feature',
                          'server-kit',
                          'domain',
                          'domain-shared',
                        ],
                      },
                    },
                  },
                },
                { to: { file: { categories: { anyOf: ['server-app', 'server-kit'] } } } },
              ],
            },
          ],
        },
      ],
    },
  },
);
