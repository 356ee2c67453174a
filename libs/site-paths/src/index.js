// One rule for "is this a path on this site?", used wherever an address we did not write becomes a link or a
// redirect: the sign-in redirect, the language switch (in the browser and on the site server), and the addresses
// editors type into events and covers. Browsers forgive a great deal: they drop tabs and newlines inside an address,
// read a backslash as a slash, and take "//host" as another site; and a path like "/.//host" or "/a/..//host" becomes
// "//host" once its dots are resolved. So the address is resolved exactly as a browser would resolve it against this
// site, and kept only if it stays here and the path it resolves to cannot itself be read as another site.

// Any origin of our own would do: only whether the address leaves it matters.
const HERE = 'https://site.invalid';

/**
 * A second slash right after the first, or its percent-encoded forms (which a server or proxy on the way may decode):
 * "//host" and "/\\host" are other sites, and no path of ours starts that way.
 */
const LEAVES = /^\/(\/|%2f|%5c)/i;

/** Characters a browser drops or reads as a separator before it resolves an address. */
// eslint-disable-next-line no-control-regex -- control characters are exactly what is refused
const UNSAFE = /[\u0000-\u001f\u007f\\]/;

/**
 * `value` as a path on this site (its path, query and fragment, percent-encoded as a browser sends them), or null when
 * a browser given it as a link or a redirect could end up anywhere else.
 */
export function onSitePath(value) {
  if (typeof value !== 'string' || !value.startsWith('/') || UNSAFE.test(value) || LEAVES.test(value)) return null;
  let url;
  try {
    url = new URL(value, HERE);
  } catch {
    return null;
  }
  if (url.origin !== HERE) return null;
  const path = `${url.pathname}${url.search}${url.hash}`;
  // "/.//host" resolves to the path "//host": as a Location or an href, that is another site.
  return path.startsWith('/') && !LEAVES.test(path) ? path : null;
}
