import type { FormQuestion } from '@sla/data';
import { errorId, hintId } from '@sla/forms';
import { questionElementId } from '../answers.js';

/** The ids that tie a question's control to its help, counter and error (aria-describedby). */
export function fieldIds(question: Pick<FormQuestion, 'id'>) {
  const control = questionElementId(question);
  return { control, hint: hintId(control), count: `${control}-count`, error: errorId(control) };
}

/** aria-describedby from the parts that are on screen. */
export function describedBy(...ids: (string | false | null | undefined)[]): string | undefined {
  const present = ids.filter(Boolean);
  return present.length ? present.join(' ') : undefined;
}
