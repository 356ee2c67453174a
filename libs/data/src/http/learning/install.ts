import { extendHttpClient } from '../../client.js';
import { httpLearningRepositories } from './index.js';

/**
 * Gives the configured client programme delivery's repositories (studies, delivery, grading, mentoring). Called by the
 * screens that use them when their code loads, so the home page does not download them.
 */
export function installLearningRepositories(): void {
  extendHttpClient(httpLearningRepositories);
}
