import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';
import { AnswerCoverageReporter } from './src/testing/answerCoverageReporter.js';

export default defineConfig({
  test: {
    include: ['src/**/*.spec.ts'],
    environment: 'node',
    // Migrates one database per backend for the whole run; every suite's database is a copy (testing/templates.ts).
    globalSetup: ['src/testing/templates.ts'],
    // Every file's record of the operations whose answers passed their declarations; a full run must walk them all.
    setupFiles: ['src/testing/answerCoverageSetup.ts'],
    reporters: [
      'default',
      new AnswerCoverageReporter(fileURLToPath(new URL('.', import.meta.url))),
      // SERVER_TEST_JSON=<file>: every file's and test's duration, for finding where the run's time goes (docs/testing.md).
      ...(process.env.SERVER_TEST_JSON ? ['json'] : []),
    ],
    outputFile: process.env.SERVER_TEST_JSON ? { json: process.env.SERVER_TEST_JSON } : undefined,
    // Files in a worker share its modules and its databases (testing/backends.ts lends them out in turn), instead of
    // importing the service and starting a database afresh for each of about 130 files.
    isolate: false,
    // Vitest's default leaves one of two cores idle; the suites wait on their database half the time.
    maxWorkers: Number(process.env.SERVER_TEST_WORKERS ?? 2),
    testTimeout: 60_000,
    hookTimeout: 120_000,
  },
});
