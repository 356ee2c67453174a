import { defineConfig } from '@playwright/test';
import {
  CHROMIUM_ARGS,
  CHROMIUM_PATH,
  E2E_API_PORT,
  E2E_AUTH_PORT,
  E2E_PAYSTACK_PORT,
  E2E_PAYSTACK_SECRET,
  E2E_PORT,
  E2E_PROJECT_ID,
  E2E_STRIPE_PORT,
  E2E_STRIPE_SECRET,
  E2E_STRIPE_WEBHOOK_SECRET,
  E2E_RELEASE_STORE,
  E2E_STUDENT_RELEASE_KEY,
  REPO_ROOT,
} from './support/env.js';

/** End-to-end tests of the composed site, served from the production builds in dist/. */
export default defineConfig({
  testDir: './tests',
  outputDir: './output/results',
  fullyParallel: true,
  // One worker a core: the run is bound by the browser's CPU (4 workers on 2 cores took as long as 2). Tests make their
  // own people (newPerson) and titles, so workers never share what they change.
  workers: '100%',
  forbidOnly: !!process.env.CI,
  retries: 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: [['list'], ['html', { outputFolder: 'output/report', open: 'never' }]],
  use: {
    baseURL: `http://127.0.0.1:${E2E_PORT}`,
    // The browser asks for British English: a browser preferring French is sent to /fr/ (french.spec.ts does that).
    locale: 'en-GB',
    launchOptions: { executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS },
    // Recording a trace of every test cost a third of the run (CI keeps only what the run prints); E2E_TRACE=on (or
    // retain-on-failure) records them again when a failure needs one.
    trace: (process.env.E2E_TRACE as 'on' | 'retain-on-failure' | undefined) ?? 'off',
    screenshot: 'only-on-failure',
  },
  // A change every page shows (the site name, in site-settings.spec.ts) is tried after everything else, so no other
  // test running alongside sees it: as the teardown of the rest, which (unlike a dependency) still runs alone when
  // only that file is asked for, and runs whether or not the rest passed.
  projects: [
    { name: 'site', testIgnore: /site-settings\.spec\.ts$/, teardown: 'site-wide settings' },
    { name: 'site-wide settings', testMatch: /site-settings\.spec\.ts$/ },
  ],
  webServer: [
    // Paystack's stand-in (decision 0050: no payment provider is reachable from here), its webhooks signed with the key
    // the stack's data service is given, sent to that service. An approved payment's webhook is held until the test has
    // seen the payment pending and sends it (mobile-money.spec.ts), instead of arriving after a set delay.
    {
      command: 'node server/src/testing/paystack-standin/main.mjs',
      cwd: REPO_ROOT,
      port: E2E_PAYSTACK_PORT,
      env: {
        PAYSTACK_SECRET_KEY: E2E_PAYSTACK_SECRET,
        PAYSTACK_STANDIN_PORT: String(E2E_PAYSTACK_PORT),
        PAYSTACK_WEBHOOK_URL: `http://127.0.0.1:${E2E_API_PORT}/api/paystack/webhook`,
        PAYSTACK_STANDIN_WEBHOOK_DELAY_MS: 'held',
      },
      reuseExistingServer: false,
      gracefulShutdown: { signal: 'SIGINT', timeout: 5_000 },
    },
    // Stripe's stand-in (decision 0051): card gifts and monthly gifts, and their signed webhooks, sent to the
    // stack's data service. With it the Donate page offers card payment as a site with Stripe set up does.
    {
      command: 'node server/src/testing/stripe-standin/main.mjs',
      cwd: REPO_ROOT,
      port: E2E_STRIPE_PORT,
      env: {
        STRIPE_SECRET_KEY: E2E_STRIPE_SECRET,
        STRIPE_WEBHOOK_SECRET: E2E_STRIPE_WEBHOOK_SECRET,
        STRIPE_STANDIN_PORT: String(E2E_STRIPE_PORT),
        STRIPE_WEBHOOK_URL: `http://127.0.0.1:${E2E_API_PORT}/api/stripe/webhook`,
      },
      reuseExistingServer: false,
      gracefulShutdown: { signal: 'SIGINT', timeout: 5_000 },
    },
    // The whole stack as `npm start` runs it, on ports of its own and fresh data every run.
    {
      command: 'node tools/stack/start.mjs',
      cwd: REPO_ROOT,
      url: `http://127.0.0.1:${E2E_PORT}/runtime-config.json`,
      env: {
        PORT: String(E2E_PORT),
        API_PORT: String(E2E_API_PORT),
        AUTH_EMULATOR_PORT: String(E2E_AUTH_PORT),
        AUTH_HUB_PORT: String(E2E_PORT + 3),
        AUTH_LOGGING_PORT: String(E2E_PORT + 4),
        FIREBASE_PROJECT_ID: E2E_PROJECT_ID,
        // Per port, so a run on another E2E_PORT never resets this one's data.
        DATA_DIR: `tmp/e2e-${E2E_PORT}/pglite`,
        RESET_DATA: '1',
        AUTH_SAVE_DIR: 'none',
        STACK_QUIET: '1',
        SITE_NAME: 'Scientist-Leaders Africa',
        ORG_EMAIL_DOMAIN: 'scientistleaders.africa',
        RELEASE_STORE_DIR: E2E_RELEASE_STORE,
        RELEASE_KEY_MFE_STUDENT: E2E_STUDENT_RELEASE_KEY,
        // Mobile money on, through the stand-in above.
        PAYSTACK_SECRET_KEY: E2E_PAYSTACK_SECRET,
        PAYSTACK_API_BASE: `http://127.0.0.1:${E2E_PAYSTACK_PORT}`,
        // Card payments and monthly gifts on, through the Stripe stand-in above.
        STRIPE_SECRET_KEY: E2E_STRIPE_SECRET,
        STRIPE_WEBHOOK_SECRET: E2E_STRIPE_WEBHOOK_SECRET,
        STRIPE_API_BASE: `http://127.0.0.1:${E2E_STRIPE_PORT}`,
      },
      reuseExistingServer: false,
      timeout: 150_000,
      gracefulShutdown: { signal: 'SIGINT', timeout: 20_000 },
    },
  ],
});
