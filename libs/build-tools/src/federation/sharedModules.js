import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';

/**
 * Modules of a shared package that code imports by their own name (the JSX transform imports react/jsx-runtime, a
 * portal's lifecycles react-dom/client). Each is a shared module of its own: the host provides it, the portals consume
 * it. Any other subpath (a style sheet, @sla/auth/forms) is an ordinary import, bundled where it is used.
 */
const SHARED_SUBPATHS = ['react/jsx-runtime', 'react-dom/client'];

/** "react-dom/client" belongs to "react-dom"; "@sla/ui" is its own package. */
export const packageOf = (name) =>
  name
    .split('/')
    .slice(0, name.startsWith('@') ? 2 : 1)
    .join('/');

/** The version of `name` installed for `fromDir`: node_modules of that folder or the nearest one above it. */
export function installedVersion(name, fromDir) {
  for (let folder = fromDir; ; folder = dirname(folder)) {
    try {
      return JSON.parse(readFileSync(join(folder, 'node_modules', name, 'package.json'), 'utf8')).version;
    } catch {
      if (dirname(folder) === folder) throw new Error(`Shared package ${name} is not installed above ${fromDir}`);
    }
  }
}

/** The names code imports the shared modules of a `shared` list by. */
export function sharedModuleNames(shared) {
  return [...Object.keys(shared), ...SHARED_SUBPATHS.filter((name) => packageOf(name) in shared)];
}

/**
 * Every shared module of a `shared` list (the SHARED shape: package name to singleton and required range) with the
 * version installed for `dir` and the range a consumer accepts (the package's own `^version` unless the list says).
 */
export function sharedModules(shared, dir) {
  return sharedModuleNames(shared).map((name) => {
    const config = shared[packageOf(name)];
    const version = installedVersion(packageOf(name), dir);
    return { name, version, singleton: config.singleton === true, requiredVersion: config.requiredVersion ?? `^${version}` };
  });
}
