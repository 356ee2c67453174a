// The Chromium the end-to-end tests and the benchmarks drive: Debian's package by default, and the flags
// that keep a headless run on this machine offline and quiet (no sync, no component or network updates).

export const CHROMIUM_PATH = process.env.CHROMIUM_PATH || '/usr/bin/chromium';

/** Without `--headless`: Playwright and Lighthouse each say how they want it. */
export const CHROMIUM_FLAGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];
