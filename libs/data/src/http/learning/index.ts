import type { Transport } from '../transport.js';
import { httpDeliveryRepository } from './delivery.js';
import { httpGradingRepository } from './grading.js';
import { httpMentoringRepository } from './mentoring.js';
import { httpStudiesRepository } from './studies.js';

/** Programme delivery's repositories, loaded by the student portal and the staff screens that run programmes. */
export function httpLearningRepositories(transport: Transport) {
  return {
    studies: httpStudiesRepository(transport),
    delivery: httpDeliveryRepository(transport),
    grading: httpGradingRepository(transport),
    mentoring: httpMentoringRepository(transport),
  };
}
