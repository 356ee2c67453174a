import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['src/**/*.spec.ts'],
    environment: 'node',
    // Each file opens its own databases; PGlite start-up is slow on a busy machine.
    testTimeout: 60_000,
    hookTimeout: 120_000,
  },
});
