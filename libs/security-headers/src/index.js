// The security headers of every answer, decided in one place for the site server (pages and files)
// and the data service (API answers), so the two cannot drift apart.
import { randomBytes } from 'node:crypto';

/** A year, the value HSTS preload lists ask for; sent only over HTTPS, where it means something. */
const HSTS = 'max-age=31536000; includeSubDomains';

// Nothing on the site uses these; a script that sneaks in cannot either.
const PERMISSIONS_POLICY = [
  'accelerometer=()',
  'camera=()',
  'geolocation=()',
  'gyroscope=()',
  'magnetometer=()',
  'microphone=()',
  'payment=()',
  'usb=()',
  'browsing-topics=()',
].join(', ');

/** What a document that is not a page (JSON, CSV, a file, an error) may do: nothing. */
const NOTHING_POLICY = "default-src 'none'; frame-ancestors 'none'; base-uri 'none'; form-action 'none'";

// The Firebase Auth endpoints a browser talks to on a real project (not the emulator).
const FIREBASE_API = [
  'https://identitytoolkit.googleapis.com',
  'https://securetoken.googleapis.com',
  'https://www.googleapis.com',
];
// Firebase loads Google's API loader for pop-up and redirect sign-in.
const GOOGLE_API_LOADER = 'https://apis.google.com';

/** A fresh nonce for one page's inline script. */
export function newNonce() {
  return randomBytes(16).toString('base64');
}

/** The origin of an absolute http(s) URL, or null for a path on this site (or anything else). */
export function originOf(url) {
  if (typeof url !== 'string' || !/^https?:\/\//i.test(url)) return null;
  try {
    return new URL(url).origin;
  } catch {
    return null;
  }
}

const unique = (values) => [...new Set(values.filter(Boolean))];

/**
 * The Content-Security-Policy of a page, from the runtime config it is served with: scripts, styles
 * and fonts only from this site and the portals' configured origins, plus the one inline loader
 * carrying `nonce`; data from the API, the portals and Firebase; never framed.
 */
export function pagePolicy({ nonce, config = {} }) {
  const remotes = unique(Object.values(config.remotes ?? {}).map(originOf));
  const auth = config.auth ?? {};
  const emulator = originOf(auth.emulatorUrl);
  const realFirebase = Boolean(auth.apiKey) && !emulator;
  const authFrame = emulator ?? (realFirebase && auth.authDomain ? `https://${auth.authDomain}` : null);
  const directives = [
    ['default-src', "'self'"],
    ['script-src', "'self'", `'nonce-${nonce}'`, ...remotes, realFirebase ? GOOGLE_API_LOADER : null],
    ['style-src', "'self'", ...remotes],
    // React writes a few style attributes (e.g. display: contents) into server-rendered HTML.
    ['style-src-attr', "'unsafe-inline'"],
    ['font-src', "'self'", ...remotes],
    // Story covers and avatars may live on any HTTPS host (a CDN, Google's profile photos).
    ['img-src', "'self'", 'data:', 'blob:', 'https:', ...remotes],
    ['connect-src', "'self'", ...remotes, originOf(config.apiBaseUrl), emulator, ...(realFirebase ? FIREBASE_API : [])],
    ['frame-src', authFrame ?? "'none'"],
    ['object-src', "'none'"],
    ['base-uri', "'none'"],
    ['form-action', "'self'"],
    ['frame-ancestors', "'none'"],
  ];
  return directives.map(([name, ...sources]) => [name, ...unique(sources)].join(' ')).join('; ');
}

/** Headers every answer carries, page, file or API. */
export function commonHeaders({ https = false } = {}) {
  const headers = {
    'x-content-type-options': 'nosniff',
    'referrer-policy': 'strict-origin-when-cross-origin',
    'permissions-policy': PERMISSIONS_POLICY,
    // For browsers older than CSP's frame-ancestors.
    'x-frame-options': 'DENY',
  };
  if (https) headers['strict-transport-security'] = HSTS;
  return headers;
}

/** Headers of a page: the common ones, its CSP, and an opener policy that still lets sign-in pop-ups report back. */
export function pageHeaders({ https = false, nonce, config }) {
  return {
    ...commonHeaders({ https }),
    'content-security-policy': pagePolicy({ nonce, config }),
    'cross-origin-opener-policy': 'same-origin-allow-popups',
  };
}

/** Headers of an API answer or a static file: the common ones and a policy that allows nothing. */
export function documentlessHeaders({ https = false } = {}) {
  return { ...commonHeaders({ https }), 'content-security-policy': NOTHING_POLICY };
}

/**
 * Headers of a script, style sheet, font or image: only what applies to a file used by a page
 * (policies apply to documents, not to what they load). Every byte counts here: a cold page
 * loads two dozen such files, and on HTTP/1.1 each repeats its headers in full.
 */
export function subresourceHeaders({ https = false } = {}) {
  const headers = { 'x-content-type-options': 'nosniff' };
  if (https) headers['strict-transport-security'] = HSTS;
  return headers;
}

/** The headers that only mean something on a document: a sub-resource goes without them. */
export const DOCUMENT_ONLY_HEADERS = Object.keys({ ...documentlessHeaders(), ...pageHeaders({ nonce: '' }) }).filter(
  (name) => !(name in subresourceHeaders({ https: true })),
);
