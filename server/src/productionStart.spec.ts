import { describe, expect, it } from 'vitest';
import { freePort, spawnService } from './testing/spawnService.js';

// The real entry point, as a deployment starts it: an unsafe identity setting must stop it with one
// sentence naming the variable, before it opens a database or a port.
const PRODUCTION_SETTINGS = {
  SITE_URL: 'https://org.example',
  SMTP_URL: 'smtp://127.0.0.1:1',
  EMAIL_LINK_SECRET: 'a-secret-of-at-least-thirty-two-characters',
};

describe('the service started without saying it is development', () => {
  // The fail-open start the second hardening round found: production settings, NODE_ENV forgotten, no Firebase project.
  it('refuses to start with NODE_ENV unset and no Firebase project, rather than accept unsigned tokens', async () => {
    const port = await freePort();
    const service = spawnService({
      ...PRODUCTION_SETTINGS,
      NODE_ENV: '',
      API_PORT: String(port),
      DATA_DIR: '/nonexistent/never-opened',
      FIREBASE_PROJECT_ID: '',
      FIREBASE_AUTH_EMULATOR_HOST: '',
    });
    expect(await service.exited).toBe(1);
    expect(service.output()).toContain(
      "The data service cannot start: FIREBASE_PROJECT_ID is not set: set it to your Firebase project's id (with NODE_ENV unset the service never falls back to the demo project).",
    );
  });
});

describe('the service started with NODE_ENV=production', () => {
  it.each([
    ['no Firebase project', { FIREBASE_PROJECT_ID: '', FIREBASE_AUTH_EMULATOR_HOST: '' }, 'FIREBASE_PROJECT_ID is not set'],
    ['a demo project', { FIREBASE_PROJECT_ID: 'demo-sla', FIREBASE_AUTH_EMULATOR_HOST: '' }, 'FIREBASE_PROJECT_ID is "demo-sla"'],
    [
      'the Auth emulator',
      { FIREBASE_PROJECT_ID: 'sla-live', FIREBASE_AUTH_EMULATOR_HOST: '127.0.0.1:9099' },
      'FIREBASE_AUTH_EMULATOR_HOST is set',
    ],
  ])('refuses to start with %s', async (_case, env, sentence) => {
    const port = await freePort();
    const service = spawnService({
      NODE_ENV: 'production',
      API_PORT: String(port),
      DATA_DIR: '/nonexistent/never-opened',
      ...env,
    });
    expect(await service.exited).toBe(1);
    const output = service.output().trim();
    expect(output).toContain(`The data service cannot start: ${sentence}`);
    expect(output).not.toMatch(/\n\s+at /); // no stack trace
    expect(
      await fetch(`http://127.0.0.1:${port}/api/health`).then(
        () => 'answered',
        () => 'closed',
      ),
    ).toBe('closed');
  });
});
