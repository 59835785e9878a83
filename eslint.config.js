import js from '@eslint/js'
import reactHooks from 'eslint-plugin-react-hooks'
import globals from 'globals'
import tseslint from 'typescript-eslint'

const FEATURES = [
  'home-calculators',
  'lead',
  'multi-tenant',
  'rate-guide',
  'landing',
  'not-found',
  'methodology',
]

/** What each floor of src/ may not import: the floors above it. */
const UP = 'Imports run down the floors (routes, features, components, lib): move it down.'
const UP_FROM_FEATURES = { group: ['**/routes/*', '**/router'], message: UP }
const UP_FROM_COMPONENTS = { group: [...UP_FROM_FEATURES.group, '**/features/*'], message: UP }
const UP_FROM_LIB = { group: [...UP_FROM_COMPONENTS.group, '**/components/*'], message: UP }

export default tseslint.config(
  {
    ignores: [
      'dist',
      '.e2e-dist*',
      'node_modules',
      'playwright-report',
      'test-results',
      'coverage',
      'bench/results',
      'bench/.dist',
      '.exp',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_' }],
      'no-console': ['error', { allow: ['warn', 'error'] }],
    },
  },
  {
    // STYLE.md: a file under ~300 lines. Blank lines and comments do not count.
    files: ['**/*.{ts,tsx,js,mjs}'],
    rules: {
      'max-lines': ['error', { max: 300, skipBlankLines: true, skipComments: true }],
    },
  },
  {
    files: ['src/**/*.{ts,tsx}', 'workers/**/*.ts'],
    plugins: { 'react-hooks': reactHooks },
    rules: reactHooks.configs.recommended.rules,
  },
  {
    // Node scripts; their page.evaluate callbacks run in the browser.
    files: ['*.{js,ts}', 'build/**', 'bench/**', 'e2e/**', '.ci/**'],
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
    rules: { 'no-console': 'off' },
  },
  {
    // The engines are a pure library: no UI, no worker plumbing, no clock (STYLE.md).
    files: ['src/finance/**/*.ts'],
    ignores: ['src/finance/**/*.test.ts'],
    languageOptions: { globals: {} },
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['react', 'react-*', 'comlink', 'ag-grid-*', 'plotly.js*', '@emailjs/*'],
              message: 'src/finance holds pure engines: no UI or worker libraries.',
            },
            {
              group: ['../../*', '../../../*', '**/lib/*', '**/components/*', '**/features/*'],
              message: 'src/finance must not depend on the rest of the app.',
            },
          ],
        },
      ],
      'no-restricted-syntax': [
        'error',
        {
          selector: "NewExpression[callee.name='Date'][arguments.length=0]",
          message: 'Engines never read the clock: take the date as an input.',
        },
        {
          selector: "MemberExpression[object.name='Date'][property.name='now']",
          message: 'Engines never read the clock: take the date as an input.',
        },
      ],
    },
  },
  {
    // Imports run down the floors (routes -> features -> components -> lib -> finance), never up.
    files: ['src/lib/**/*.{ts,tsx}'],
    rules: { 'no-restricted-imports': ['error', { patterns: [UP_FROM_LIB] }] },
  },
  {
    files: ['src/components/**/*.{ts,tsx}'],
    rules: { 'no-restricted-imports': ['error', { patterns: [UP_FROM_COMPONENTS] }] },
  },
  ...FEATURES.map((feature) => ({
    // Features do not import each other; shared code moves down into components/ or lib/.
    files: [`src/features/${feature}/**/*.{ts,tsx}`],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            ...FEATURES.filter((other) => other !== feature).map((other) => ({
              group: [`**/features/${other}/*`, `../${other}/*`],
              message:
                'Features do not import each other: move shared code to components/ or lib/.',
            })),
            UP_FROM_FEATURES,
          ],
        },
      ],
    },
  })),
)
