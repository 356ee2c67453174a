import { afterAll } from 'vitest';
import { takeAnswerCoverage } from './answerCoverage.js';

// Runs before every test file: when the file is done, its record of checked answers goes with the file's result.
// eslint-disable-next-line no-empty-pattern -- Vitest hands the file's suite as the second argument only
afterAll(({}, suite) => {
  Object.assign(suite.meta, takeAnswerCoverage());
});
