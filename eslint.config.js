import js from '@eslint/js';
import nx from '@nx/eslint-plugin';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

export default tseslint.config(
  { ignores: ['**/dist/**', 'tmp/**', '**/node_modules/**', '.nx/**', 'e2e/output/**', 'test-results/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    languageOptions: { globals: { ...globals.browser } },
    rules: {
      ...reactHooks.configs.recommended.rules,
      '@typescript-eslint/consistent-type-imports': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_' }],
    },
  },
  {
    // Who may import whom, by the tags in each project.json: `type:` says what a project is (a lib, a
    // portal, the host, the service), `runs:` where its code runs. Portals never import each other,
    // the host or the service; the service and the site server never import browser code; a lib that
    // runs anywhere imports only libs that do too.
    files: ['**/*.{ts,tsx,js,mjs}'],
    plugins: { '@nx': nx },
    rules: {
      '@nx/enforce-module-boundaries': [
        'error',
        {
          // The demo accounts are data at the workspace root that the seed and the sign-in screen share.
          allow: ['demo-accounts\\.json$'],
          depConstraints: [
            { sourceTag: 'type:lib', onlyDependOnLibsWithTags: ['type:lib', 'type:build'] },
            { sourceTag: 'type:remote', onlyDependOnLibsWithTags: ['type:lib', 'type:build'] },
            { sourceTag: 'type:host', onlyDependOnLibsWithTags: ['type:lib', 'type:build'] },
            { sourceTag: 'type:service', onlyDependOnLibsWithTags: ['type:lib', 'type:build'] },
            { sourceTag: 'type:tooling', onlyDependOnLibsWithTags: ['type:lib', 'type:build', 'type:service'] },
            { sourceTag: 'type:build', onlyDependOnLibsWithTags: [] },
            { sourceTag: 'type:e2e', onlyDependOnLibsWithTags: ['*'] },
            { sourceTag: 'runs:anywhere', onlyDependOnLibsWithTags: ['runs:anywhere'] },
            { sourceTag: 'runs:browser', onlyDependOnLibsWithTags: ['runs:anywhere', 'runs:browser', 'type:build'] },
            { sourceTag: 'runs:node', onlyDependOnLibsWithTags: ['runs:anywhere', 'runs:node', 'type:build'] },
          ],
        },
      ],
    },
  },
  {
    // Benchmarks and end-to-end tests start the service and the site server from their sources.
    files: ['tools/bench/**', 'e2e/**'],
    rules: { '@nx/enforce-module-boundaries': 'off' },
  },
  {
    files: ['**/*.{js,mjs}', 'e2e/**/*.ts', '**/vite.config.ts', '**/vitest.config.ts'],
    languageOptions: { globals: { ...globals.node } },
  },
);
