// The end-to-end tests drive Debian's Chromium (no browser download works on these machines).
import { existsSync } from 'node:fs';
import { CHROMIUM_PATH as CHROMIUM } from './chromium.mjs';

if (process.argv[1] && import.meta.url.endsWith(process.argv[1].split('/').pop())) {
  if (!existsSync(CHROMIUM)) {
    console.error(
      `Chromium is missing at ${CHROMIUM}. The end-to-end tests need it.\n` +
        'Install it with: sudo apt-get update && sudo apt-get install -y chromium\n' +
        '(or point CHROMIUM_PATH at another Chromium or Chrome binary).',
    );
    process.exit(1);
  }
}
