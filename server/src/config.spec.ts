import { generateKeyPairSync } from 'node:crypto';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config.js';
import { DEFAULT_SITE_SETTINGS } from './siteSettings.js';

const load = (env: Record<string, string>) => {
  const warnings: string[] = [];
  const config = loadConfig({ NODE_ENV: 'development', FIREBASE_PROJECT_ID: 'demo-x', ...env }, (message) =>
    warnings.push(message),
  );
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
      SITE_NAME: 'Our Org',
      ORG_EMAIL_DOMAIN: 'Org.Example',
      CONTACT_EMAIL: 'hello@org.example',
      RECEIPT_DETAILS: '  Registered charity no. 123 ',
    });
    expect(config.site).toEqual({
      siteUrl: 'https://scientistleaders.africa',
      mailFrom: 'hello@scientistleaders.africa',
      staffEmail: 'team@scientistleaders.africa',
      donationCurrency: 'KES',
      siteName: 'Our Org',
      orgEmailDomain: 'org.example',
      publicContactEmail: 'hello@org.example',
      cardPayments: true,
      receiptDetails: 'Registered charity no. 123',
      stripe: { secretKey: 'sk_test_1', webhookSecret: null, apiBase: 'https://api.stripe.com' },
      paystack: null,
    });
    expect(config.smtpUrl).toBe('smtps://mailer:secret@mail.example.org');
    expect(warnings.join('\n')).toContain('STRIPE_WEBHOOK_SECRET is not set');
    // Without Paystack's key, mobile money is not offered, and start-up says so.
    expect(warnings.join('\n')).toContain('PAYSTACK_SECRET_KEY is not set; the Donate page does not offer mobile money.');
  });

  it.each([
    [{ SITE_URL: 'scientistleaders.africa' }, /SITE_URL/],
    [{ SITE_URL: 'https://example.org/path' }, /SITE_URL/],
    [{ MAIL_FROM: 'Our team' }, /MAIL_FROM/],
    [{ STAFF_EMAIL: 'team' }, /STAFF_EMAIL/],
    [{ DONATION_CURRENCY: 'dollars' }, /DONATION_CURRENCY/],
    [{ ORG_EMAIL_DOMAIN: '@org' }, /ORG_EMAIL_DOMAIN/],
    [{ CONTACT_EMAIL: 'hello' }, /CONTACT_EMAIL/],
    [{ SMTP_URL: 'mail.example.org:25' }, /SMTP_URL/],
    [{ STRIPE_SECRET_KEY: 'sk', STRIPE_API_BASE: 'stripe' }, /STRIPE_API_BASE/],
  ])('stops at start on a bad value, naming it: %j', (env, message) => {
    expect(() => load(env)).toThrow(message);
  });

  describe('outside development', () => {
    const real = { NODE_ENV: 'production', FIREBASE_PROJECT_ID: 'sla-live', EMAIL_LINK_SECRET: 'x'.repeat(40) };
    const loadRaw = (env: Record<string, string>) => loadConfig(env, () => undefined);

    it.each([
      ['no project id', { NODE_ENV: 'production' }, /^FIREBASE_PROJECT_ID is not set: set it/],
      ['a demo project id', { ...real, FIREBASE_PROJECT_ID: 'demo-sla' }, /^FIREBASE_PROJECT_ID is "demo-sla", a demo project/],
      ['an emulator host', { ...real, FIREBASE_AUTH_EMULATOR_HOST: '127.0.0.1:9099' }, /^FIREBASE_AUTH_EMULATOR_HOST is set/],
      ['demo seeding', { ...real, SEED_DEMO: '1' }, /^SEED_DEMO is set/],
      ['a staging environment with no project id', { NODE_ENV: 'staging' }, /FIREBASE_PROJECT_ID is not set/],
      // Development is only what a process is told: NODE_ENV forgotten is not development.
      [
        'NODE_ENV unset, production settings and no project id',
        { SITE_URL: 'https://org.example', SMTP_URL: 'smtp://mail.example.org', EMAIL_LINK_SECRET: 'x'.repeat(40) },
        /^FIREBASE_PROJECT_ID is not set: .*NODE_ENV unset/,
      ],
      ['no e-mail link secret', { ...real, EMAIL_LINK_SECRET: '' }, /^EMAIL_LINK_SECRET is not set: set it/],
      [
        'a short e-mail link secret',
        { ...real, EMAIL_LINK_SECRET: 'short' },
        /^EMAIL_LINK_SECRET must be at least 32 characters/,
      ],
    ])('refuses to start with %s', (_case, env, message) => {
      expect(() => loadRaw(env)).toThrow(ConfigError);
      expect(() => loadRaw(env)).toThrow(message);
    });

    it('starts on a real project, checking signatures (no emulator)', () => {
      const config = loadRaw(real);
      expect(config.firebaseProjectId).toBe('sla-live');
      expect(config.authEmulatorHost).toBeNull();
      expect(config.emailLinkSecret).toBe(real.EMAIL_LINK_SECRET);
    });
  });

  it.each([{ NODE_ENV: 'development' }, { NODE_ENV: 'test' }])(
    'keeps the demo project and emulator as development defaults (%j)',
    (env) => {
      const warnings: string[] = [];
      const config = loadConfig(env, (message) => warnings.push(message));
      expect(config.firebaseProjectId).toBe('demo-sla');
      expect(config.authEmulatorHost).toBe('127.0.0.1:9099');
      expect(warnings.join('\n')).toMatch(/FIREBASE_PROJECT_ID is not set/);
    },
  );

  describe("Firebase's Admin API (role claims, account deletion and suspension)", () => {
    const { privateKey } = generateKeyPairSync('rsa', {
      modulusLength: 2048,
      publicKeyEncoding: { type: 'spki', format: 'pem' },
      privateKeyEncoding: { type: 'pkcs8', format: 'pem' },
    });
    const KEY_FILE = JSON.stringify({
      type: 'service_account',
      project_id: 'sla-live',
      private_key_id: 'abc123',
      private_key: privateKey,
      client_email: 'claims@sla-live.iam.gserviceaccount.com',
    });
    const folder = mkdtempSync(join(tmpdir(), 'sla-config-'));
    afterAll(() => rmSync(folder, { recursive: true, force: true }));
    const real = { FIREBASE_PROJECT_ID: 'sla-live' };
    const NOTHING = /neither FIREBASE_SERVICE_ACCOUNT nor GOOGLE_APPLICATION_CREDENTIALS is set/;

    it("uses the emulator's whenever tokens come from the emulator, even with a service account", () => {
      expect(load({}).config.identityAdmin).toEqual({ kind: 'emulator', host: '127.0.0.1:9099' });
      const { config, warnings } = load({ FIREBASE_AUTH_EMULATOR_HOST: 'localhost:9199', FIREBASE_SERVICE_ACCOUNT: KEY_FILE });
      expect(config.identityAdmin).toEqual({ kind: 'emulator', host: 'localhost:9199' });
      expect(warnings.join('\n')).not.toMatch(NOTHING);
    });

    it('reads a service account from FIREBASE_SERVICE_ACCOUNT (the JSON) or GOOGLE_APPLICATION_CREDENTIALS (a path)', () => {
      const account = {
        kind: 'serviceAccount',
        account: {
          clientEmail: 'claims@sla-live.iam.gserviceaccount.com',
          privateKey,
          privateKeyId: 'abc123',
          projectId: 'sla-live',
        },
      };
      expect(load({ ...real, FIREBASE_SERVICE_ACCOUNT: KEY_FILE }).config.identityAdmin).toEqual(account);
      const path = join(folder, 'key.json');
      writeFileSync(path, KEY_FILE);
      const { config, warnings } = load({ ...real, GOOGLE_APPLICATION_CREDENTIALS: path });
      expect(config.identityAdmin).toEqual(account);
      expect(warnings.join('\n')).not.toMatch(NOTHING);
      // Outside development too: a real project with a service account starts.
      expect(
        loadConfig(
          { NODE_ENV: 'production', ...real, FIREBASE_SERVICE_ACCOUNT: KEY_FILE, EMAIL_LINK_SECRET: 'x'.repeat(40) },
          () => {},
        ).identityAdmin.kind,
      ).toBe('serviceAccount');
    });

    it('starts without one, saying at start that Firebase will not hear of role changes', () => {
      const { config, warnings } = load(real);
      expect(config.identityAdmin).toEqual({ kind: 'none' });
      expect(warnings.join('\n')).toMatch(NOTHING);
    });

    it.each([
      [{ FIREBASE_SERVICE_ACCOUNT: '{not json' }, /^FIREBASE_SERVICE_ACCOUNT is not JSON/],
      [{ FIREBASE_SERVICE_ACCOUNT: '{"type":"authorized_user"}' }, /^FIREBASE_SERVICE_ACCOUNT is a "authorized_user" credential/],
      [{ FIREBASE_SERVICE_ACCOUNT: '{"client_email":"a@b.c"}' }, /^FIREBASE_SERVICE_ACCOUNT has no client_email or private_key/],
      [
        { FIREBASE_SERVICE_ACCOUNT: '{"client_email":"a@b.c","private_key":"secret"}' },
        /^FIREBASE_SERVICE_ACCOUNT has a private_key that is not a PKCS #8 PEM key/,
      ],
      [
        { GOOGLE_APPLICATION_CREDENTIALS: '/nonexistent/key.json' },
        /^GOOGLE_APPLICATION_CREDENTIALS names \/nonexistent\/key.json, which cannot be read \(ENOENT\)/,
      ],
    ])('stops at start on an unusable service account, naming the variable: %j', (env, message) => {
      expect(() => load({ ...real, ...env })).toThrow(ConfigError);
      expect(() => load({ ...real, ...env })).toThrow(message);
    });

    it('names the file when GOOGLE_APPLICATION_CREDENTIALS points at something that is not a key, never its content', () => {
      const path = join(folder, 'notes.txt');
      writeFileSync(path, 'private notes');
      expect(() => load({ ...real, GOOGLE_APPLICATION_CREDENTIALS: path })).toThrow(
        `GOOGLE_APPLICATION_CREDENTIALS names ${path}, which is not JSON`,
      );
      expect(() => load({ ...real, GOOGLE_APPLICATION_CREDENTIALS: path })).not.toThrow(/private notes/);
    });
  });
});
