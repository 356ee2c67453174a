import { describe, expect, it, vi } from 'vitest';
import { DEFAULT_AUTH_CONFIG } from '@sla/auth';
import { defaultRemotes, loadRuntimeConfig, parseRuntimeConfig } from './runtimeConfig.js';

describe('parseRuntimeConfig', () => {
  it('keeps valid values', () => {
    const warn = vi.fn();
    const config = parseRuntimeConfig(
      {
        siteName: 'Org',
        orgEmailDomain: 'org.test',
        remotes: { ...defaultRemotes(), 'mfe-admin': 'https://cdn/admin/mf-manifest.json' },
        apiBaseUrl: '/api',
        auth: { ...DEFAULT_AUTH_CONFIG, emulatorUrl: null },
      },
      warn,
    );
    expect(config.siteName).toBe('Org');
    expect(config.remotes['mfe-admin']).toBe('https://cdn/admin/mf-manifest.json');
    expect(warn).not.toHaveBeenCalled();
  });

  it('takes the contact address an admin set, and leaves it out (no warning) when there is none', () => {
    const warn = vi.fn();
    const base = {
      siteName: 'Org',
      orgEmailDomain: 'org.test',
      remotes: defaultRemotes(),
      apiBaseUrl: '/api',
      auth: DEFAULT_AUTH_CONFIG,
    };
    expect(parseRuntimeConfig({ ...base, contactEmail: ' hi@org.test ' }, warn).contactEmail).toBe('hi@org.test');
    expect(parseRuntimeConfig(base, warn)).not.toHaveProperty('contactEmail');
    expect(warn).not.toHaveBeenCalled();
  });

  it('falls back to defaults with one warning per missing value', () => {
    const warn = vi.fn();
    const config = parseRuntimeConfig({ siteName: '  ', remotes: { 'mfe-public': 42 } }, warn);
    expect(config.siteName).toBe('Scientist-Leaders Africa');
    expect(config.remotes).toEqual(defaultRemotes());
    // siteName, orgEmailDomain, six remotes, apiBaseUrl, four auth values and three e-mail link values.
    expect(warn).toHaveBeenCalledTimes(2 + 6 + 1 + 4 + 3);
    expect(warn.mock.calls.map(([m]) => m)).toContain(
      'runtime-config: "siteName" is missing or invalid; using the development default.',
    );
  });

  it('reads the identity provider settings, keeping the Android minimum version 12 by default', () => {
    const config = parseRuntimeConfig(
      {
        apiBaseUrl: 'https://api.org.test/api',
        auth: { apiKey: 'k', authDomain: 'org.firebaseapp.com', projectId: 'org', emulatorUrl: null },
      },
      () => undefined,
    );
    expect(config.apiBaseUrl).toBe('https://api.org.test/api');
    expect(config.auth).toMatchObject({ apiKey: 'k', projectId: 'org', emulatorUrl: null });
    expect(config.auth.emailLink.androidMinimumVersion).toBe('12');
    expect(parseRuntimeConfig({}, () => undefined).auth.emulatorUrl).toBe('http://127.0.0.1:9099');
  });
});

describe('loadRuntimeConfig', () => {
  it('uses defaults when the file cannot be fetched', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const config = await loadRuntimeConfig(async () => new Response('nope', { status: 404 }));
    expect(config.remotes).toEqual(defaultRemotes());
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('HTTP 404'));
  });
});
