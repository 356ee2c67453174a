// The code a portal's build adds for Module Federation: its container (remoteEntry.js) and one stand-in module per
// shared module. A portal consumes every shared module from the host and carries no copy of its own (Module
// Federation's `import: false`), so the container is small: it takes the host's modules from the share scope the
// runtime hands it, and returns the exposed module when asked.

/** Where a container keeps the shared modules it was given, by container name, for its stand-ins to read. */
export const SHARED_GLOBAL = '__sla_federation_shared__';

/**
 * The container: `init(shareScope)` takes each shared module this portal uses from the host's share scope (refusing,
 * in one sentence, one the host does not offer); `get(name)` loads an exposed module once init has run. The runtime
 * calls init again when a portal is registered afresh after a failure, so init can run more than once.
 */
export function containerSource({ name, exposes, shared }) {
  const loaders = Object.entries(exposes)
    .map(([key, file]) => `  ${JSON.stringify(key)}: () => import(${JSON.stringify(file)}),`)
    .join('\n');
  return `const name = ${JSON.stringify(name)};
const needs = ${JSON.stringify(shared)};
const exposes = {
${loaders}
};
const given = ((globalThis.${SHARED_GLOBAL} ||= {})[name] ||= {});
let ready;

async function take(scope) {
  for (const key of needs) {
    const offers = Object.values((scope && scope[key]) || {});
    const offer = offers.find((candidate) => candidate.loaded) || offers[0];
    if (!offer) throw new Error(name + ' needs the shared module ' + key + ', which the host does not provide');
    given[key] = (await offer.get())();
  }
}

export function init(scope) {
  ready = take(scope);
  return ready;
}

export async function get(module) {
  const load = exposes[module];
  if (!load) throw new Error(name + ' does not expose ' + module);
  if (!ready) throw new Error(name + ' was asked for ' + module + ' before init');
  await ready;
  const exports = await load();
  return () => exports;
}
`;
}

/**
 * The stand-in for one shared module inside a portal's bundle. It is CommonJS on purpose: the bundler then reads
 * each named import as a property of the host's module when the importing code runs, so the stand-in need not list
 * the module's exports. It runs only after the container's init (the exposed module is imported from get).
 */
export function sharedStandInSource({ name, module }) {
  return `module.exports = globalThis.${SHARED_GLOBAL}[${JSON.stringify(name)}][${JSON.stringify(module)}];\n`;
}
