import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config.js';
import { DEFAULT_SITE_SETTINGS } from './siteSettings.js';

const load = (env: Record<string, string>) => {
  const warnings: string[] = [];
  const config = loadConfig({ FIREBASE_PROJECT_ID: 'demo-x', ...env }, (message) => warnings.push(message));
  return { config, warnings };
};

describe('service configuration', () => {
  it('falls back to development defaults for the public site, naming each missing value', () => {
    const { config, warnings } = load({});
    expect(config.site).toEqual(DEFAULT_SITE_SETTINGS);
    expect(config.smtpUrl).toBeNull();
    for (const key of ['SITE_URL', 'MAIL_FROM', 'STAFF_EMAIL', 'SMTP_URL', 'STRIPE_SECRET_KEY'])
      expect(warnings.join('\n')).toContain(key);
  });

  it('reads the site, mail and payment settings', () => {
    const { config, warnings } = load({
      SITE_URL: 'https://scientistleaders.africa/',
      MAIL_FROM: 'hello@scientistleaders.africa',
      STAFF_EMAIL: 'team@scientistleaders.africa',
      SMTP_URL: 'smtps://mailer:secret@mail.example.org',
      DONATION_CURRENCY: 'kes',
      STRIPE_SECRET_KEY: 'sk_test_1',
    });
    expect(config.site).toEqual({
      siteUrl: 'https://scientistleaders.africa',
      mailFrom: 'hello@scientistleaders.africa',
      staffEmail: 'team@scientistleaders.africa',
      donationCurrency: 'KES',
      stripe: { secretKey: 'sk_test_1', webhookSecret: null, apiBase: 'https://api.stripe.com' },
    });
    expect(config.smtpUrl).toBe('smtps://mailer:secret@mail.example.org');
    expect(warnings.join('\n')).toContain('STRIPE_WEBHOOK_SECRET is not set');
  });

  it.each([
    [{ SITE_URL: 'scientistleaders.africa' }, /SITE_URL/],
    [{ SITE_URL: 'https://example.org/path' }, /SITE_URL/],
    [{ MAIL_FROM: 'Our team' }, /MAIL_FROM/],
    [{ STAFF_EMAIL: 'team' }, /STAFF_EMAIL/],
    [{ DONATION_CURRENCY: 'dollars' }, /DONATION_CURRENCY/],
    [{ SMTP_URL: 'mail.example.org:25' }, /SMTP_URL/],
    [{ STRIPE_SECRET_KEY: 'sk', STRIPE_API_BASE: 'stripe' }, /STRIPE_API_BASE/],
  ])('stops at start on a bad value, naming it: %j', (env, message) => {
    expect(() => load(env)).toThrow(message);
  });

  describe('outside development', () => {
    const real = { NODE_ENV: 'production', FIREBASE_PROJECT_ID: 'sla-live' };
    const loadRaw = (env: Record<string, string>) => loadConfig(env, () => undefined);

    it.each([
      ['no project id', { NODE_ENV: 'production' }, /^FIREBASE_PROJECT_ID is not set: set it/],
      ['a demo project id', { ...real, FIREBASE_PROJECT_ID: 'demo-sla' }, /^FIREBASE_PROJECT_ID is "demo-sla", a demo project/],
      ['an emulator host', { ...real, FIREBASE_AUTH_EMULATOR_HOST: '127.0.0.1:9099' }, /^FIREBASE_AUTH_EMULATOR_HOST is set/],
      ['demo seeding', { ...real, SEED_DEMO: '1' }, /^SEED_DEMO is set/],
      ['a staging environment with no project id', { NODE_ENV: 'staging' }, /FIREBASE_PROJECT_ID is not set/],
    ])('refuses to start with %s', (_case, env, message) => {
      expect(() => loadRaw(env)).toThrow(ConfigError);
      expect(() => loadRaw(env)).toThrow(message);
    });

    it('starts on a real project, checking signatures (no emulator)', () => {
      const config = loadRaw(real);
      expect(config.firebaseProjectId).toBe('sla-live');
      expect(config.authEmulatorHost).toBeNull();
    });
  });

  it.each([{}, { NODE_ENV: 'development' }, { NODE_ENV: 'test' }])(
    'keeps the demo project and emulator as development defaults (%j)',
    (env) => {
      const warnings: string[] = [];
      const config = loadConfig(env, (message) => warnings.push(message));
      expect(config.firebaseProjectId).toBe('demo-sla');
      expect(config.authEmulatorHost).toBe('127.0.0.1:9099');
      expect(warnings.join('\n')).toMatch(/FIREBASE_PROJECT_ID is not set/);
    },
  );
});
