/**
 * A repository whose code is downloaded on its first use: every member is a method (or, like `versions`, an
 * object of methods) that loads the real repository, then calls it. Calls are promises anyway, so callers see no
 * difference; the page that never uses it never downloads it. Only for repositories whose every method returns a
 * promise.
 */
export function lazyRepository<R extends object>(load: () => Promise<R>): R {
  return lazyMember(load, []) as R;
}

function lazyMember(load: () => Promise<object>, path: PropertyKey[]): unknown {
  // A function target, so the stand-in can be both called (a method) and read from (an object of methods).
  return new Proxy(function member() {}, {
    get(_target, key) {
      // A repository must not look like a promise: awaiting it would wait for ever.
      if (key === 'then' || typeof key === 'symbol') return undefined;
      return lazyMember(load, [...path, key]);
    },
    apply(_target, _self, args: unknown[]) {
      return load().then((repository) => {
        let owner: unknown = repository;
        for (const key of path.slice(0, -1)) owner = (owner as Record<PropertyKey, unknown>)[key];
        const method = (owner as Record<PropertyKey, unknown>)[path[path.length - 1]!];
        if (typeof method !== 'function') throw new TypeError(`${path.map(String).join('.')} is not a method`);
        return (method as (...values: unknown[]) => unknown).apply(owner, args);
      });
    },
  });
}
