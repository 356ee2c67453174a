import { fileURLToPath } from 'node:url';

/**
 * The browser build of the shell runs React's API on Preact's compatibility layer (decision 0036): the same
 * components, about 45 KB less JavaScript on every page. Every portal consumes React from the shell's share scope,
 * so this one build decides it for the whole site; the server-side render, the unit tests and the dev servers keep
 * React itself.
 */
const REACT_ON_PREACT = fileURLToPath(new URL('./react.js', import.meta.url));

export const PREACT_ALIASES = [
  { find: /^react-dom\/client$/, replacement: 'preact/compat/client' },
  { find: /^react-dom$/, replacement: REACT_ON_PREACT },
  { find: /^react\/jsx-runtime$/, replacement: 'preact/compat/jsx-runtime' },
  { find: /^react\/jsx-dev-runtime$/, replacement: 'preact/compat/jsx-dev-runtime' },
  { find: /^react$/, replacement: REACT_ON_PREACT },
];

/**
 * React Router reads `useOptimistic` only where React has it (React 19) and otherwise does without: the bundler's
 * warning that Preact has no such export says nothing wrong. Every other warning passes.
 */
export function isExpectedPreactWarning(warning) {
  const where = warning.id ?? warning.loc?.file ?? '';
  return (
    warning.code === 'IMPORT_IS_UNDEFINED' && /`useOptimistic`/.test(warning.message) && /[\\/]react-router[\\/]/.test(where)
  );
}

/** Vite plugin: Preact in place of React when building (not when serving). */
export function preactInProduction() {
  return {
    name: 'sla-preact-in-production',
    config(_config, { command }) {
      if (command !== 'build') return null;
      return {
        resolve: { alias: PREACT_ALIASES },
        build: {
          rolldownOptions: {
            onwarn(warning, warn) {
              if (!isExpectedPreactWarning(warning)) warn(warning);
            },
          },
        },
      };
    },
  };
}
