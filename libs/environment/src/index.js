// Development is something a process is told, never something it assumes. The demo settings (the emulator's Firebase
// project, which accepts an unsigned token for any uid; the Host header as the site's address) are safe only on a
// developer's machine, so a process that was not told NODE_ENV=development (or test, which the test runners set) runs
// with production's checks. `npm start` and `nx serve` say development themselves.

export const DEVELOPMENT_VALUES = ['development', 'test'];

export function isDevelopment(env) {
  return DEVELOPMENT_VALUES.includes(env.NODE_ENV ?? '');
}

export function describeEnvironment(env) {
  return env.NODE_ENV ? `NODE_ENV=${env.NODE_ENV}` : 'NODE_ENV unset';
}
