import { describe, expect, it } from 'vitest';
import {
  commonHeaders,
  DOCUMENT_ONLY_HEADERS,
  documentlessHeaders,
  newNonce,
  originOf,
  pageHeaders,
  pagePolicy,
  subresourceHeaders,
} from './index.js';

/** The policy as a map of directive → sources, so a test reads one directive at a time. */
const directives = (policy) =>
  Object.fromEntries(
    policy.split('; ').map((part) => {
      const [name, ...sources] = part.split(' ');
      return [name, sources];
    }),
  );

const EMULATOR_CONFIG = {
  apiBaseUrl: '/api',
  auth: { apiKey: 'demo-api-key', authDomain: 'demo-sla.firebaseapp.com', emulatorUrl: 'http://127.0.0.1:9099' },
  remotes: { 'mfe-public': '/mfe/mfe-public/mf-manifest.json', 'mfe-admin': 'https://admin.cdn.example/mf-manifest.json' },
};

describe('page policy', () => {
  it('allows scripts from this site, the configured portal origins and the one nonce, never inline otherwise', () => {
    const policy = directives(pagePolicy({ nonce: 'abc123', config: EMULATOR_CONFIG }));
    expect(policy['script-src']).toEqual(["'self'", "'nonce-abc123'", 'https://admin.cdn.example']);
    expect(Object.values(policy).flat()).not.toContain("'unsafe-eval'");
    expect(policy['script-src']).not.toContain("'unsafe-inline'");
    expect(policy['style-src']).toEqual(["'self'", 'https://admin.cdn.example']);
  });

  it('lets the browser reach the API, the portals and the Auth emulator, and frames only the emulator', () => {
    const policy = directives(pagePolicy({ nonce: 'n', config: { ...EMULATOR_CONFIG, apiBaseUrl: 'https://api.example/api' } }));
    expect(policy['connect-src']).toEqual([
      "'self'",
      'https://admin.cdn.example',
      'https://api.example',
      'http://127.0.0.1:9099',
    ]);
    expect(policy['frame-src']).toEqual(['http://127.0.0.1:9099']);
    expect(policy['script-src']).not.toContain('https://apis.google.com');
  });

  it('on a real Firebase project allows its endpoints and its sign-in frame instead', () => {
    const config = { ...EMULATOR_CONFIG, auth: { apiKey: 'key', authDomain: 'sla-prod.firebaseapp.com', emulatorUrl: null } };
    const policy = directives(pagePolicy({ nonce: 'n', config }));
    expect(policy['connect-src']).toContain('https://identitytoolkit.googleapis.com');
    expect(policy['connect-src']).toContain('https://securetoken.googleapis.com');
    expect(policy['connect-src']).not.toContain('http://127.0.0.1:9099');
    expect(policy['frame-src']).toEqual(['https://sla-prod.firebaseapp.com']);
    expect(policy['script-src']).toContain('https://apis.google.com');
  });

  it('is never framed, has no plugins and no base or form target elsewhere', () => {
    const policy = directives(pagePolicy({ nonce: 'n', config: {} }));
    expect(policy['frame-ancestors']).toEqual(["'none'"]);
    expect(policy['object-src']).toEqual(["'none'"]);
    expect(policy['base-uri']).toEqual(["'none'"]);
    expect(policy['form-action']).toEqual(["'self'"]);
    expect(policy['frame-src']).toEqual(["'none'"]);
  });

  it('ignores remote addresses that are not http(s) origins', () => {
    const policy = directives(
      pagePolicy({
        nonce: 'n',
        config: { remotes: { a: 'javascript:alert(1)', b: "https://x.example/'unsafe-inline'", c: 'not a url' } },
      }),
    );
    expect(policy['script-src']).toEqual(["'self'", "'nonce-n'", 'https://x.example']);
  });
});

describe('headers', () => {
  it('sends HSTS only over HTTPS', () => {
    expect(commonHeaders({ https: false })).not.toHaveProperty('strict-transport-security');
    expect(commonHeaders({ https: true })['strict-transport-security']).toMatch(/^max-age=31536000/);
  });

  it('gives pages their policy, the referrer and permissions policies and the old-browser frame guard', () => {
    const headers = pageHeaders({ nonce: 'n', config: EMULATOR_CONFIG });
    expect(headers['content-security-policy']).toContain("frame-ancestors 'none'");
    expect(headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
    expect(headers['permissions-policy']).toContain('camera=()');
    expect(headers['x-frame-options']).toBe('DENY');
    expect(headers['x-content-type-options']).toBe('nosniff');
  });

  it('gives API answers and files a policy that allows nothing', () => {
    expect(documentlessHeaders()['content-security-policy']).toMatch(/^default-src 'none'; frame-ancestors 'none'/);
  });

  it('gives scripts, styles and images only what applies to them', () => {
    expect(subresourceHeaders()).toEqual({ 'x-content-type-options': 'nosniff' });
    expect(subresourceHeaders({ https: true })['strict-transport-security']).toMatch(/^max-age=/);
    expect(DOCUMENT_ONLY_HEADERS.sort()).toEqual(
      [
        'content-security-policy',
        'cross-origin-opener-policy',
        'permissions-policy',
        'referrer-policy',
        'x-frame-options',
      ].sort(),
    );
  });

  it('makes a new nonce each time, long enough not to be guessed', () => {
    const [a, b] = [newNonce(), newNonce()];
    expect(a).not.toBe(b);
    expect(Buffer.from(a, 'base64')).toHaveLength(16);
  });

  it('reads origins only from absolute http(s) addresses', () => {
    expect(originOf('/mfe/x.json')).toBeNull();
    expect(originOf('https://cdn.example:8443/a/b.json')).toBe('https://cdn.example:8443');
    expect(originOf(undefined)).toBeNull();
  });
});
