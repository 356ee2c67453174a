/**
 * Every module the roots import statically, directly or not (not the roots themselves): what is always loaded once
 * a root is. `moduleInfo` is rolldown's ChunkingContext.getModuleInfo.
 */
export function staticImportsOf(roots, moduleInfo, within = () => true) {
  const found = new Set();
  const next = (id) => (moduleInfo(id)?.importedIds ?? []).filter(within);
  const waiting = roots.flatMap(next);
  while (waiting.length) {
    const id = waiting.pop();
    if (found.has(id)) continue;
    found.add(id);
    waiting.push(...next(id));
  }
  return found;
}

/**
 * A code-splitting group (rolldown's `output.codeSplitting.groups`) that puts what an app always loads together in
 * one file: the modules `entry` imports statically and, with them, the `screens` shown first and what they import.
 * The shell's bootstrap and a portal's exposed module are reached by a dynamic import, so the bundler cannot tell
 * that their imports always arrive with them: without this group a module that a lazy screen also imports became a
 * file of its own (a portal home fetched 33 to 42 files, a dozen of a few hundred bytes). Groups listed before this
 * one (the federation runtime, the small libraries) keep their modules. `within` limits the walk (a portal's own
 * folder): a module is in the bundle if any screen uses it, and a library's index imports all of its modules, so
 * following a library's imports took in code the first screens import through an index but never run (in a portal,
 * the forms and their schemas: 9 KB more on its home).
 */
export function firstLoadGroup({ name, entry, screens = [], within }) {
  let members = null;
  return {
    name(id, context) {
      const moduleInfo = (module) => context.getModuleInfo(module);
      members ??= new Set([...staticImportsOf([entry, ...screens], moduleInfo, within), ...screens]);
      return members.has(id) && id !== entry ? name : null;
    },
  };
}
