import type { FormQuestion } from '@sla/data';
import { questionElementId } from '../answers.js';

/** The ids that tie a question's control to its help, counter and error (aria-describedby). */
export function fieldIds(question: Pick<FormQuestion, 'id'>) {
  const control = questionElementId(question);
  return { control, hint: `${control}-hint`, count: `${control}-count`, error: `${control}-error` };
}

/** aria-describedby from the parts that are on screen. */
export function describedBy(...ids: (string | false | null | undefined)[]): string | undefined {
  const present = ids.filter(Boolean);
  return present.length ? present.join(' ') : undefined;
}

/**
 * The aria attributes of a question's control: whether it must be answered, whether it has an
 * error, and what describes it (its help, then `extra` such as a counter, then the error).
 */
export function controlAria(
  question: Pick<FormQuestion, 'required' | 'help'>,
  ids: ReturnType<typeof fieldIds>,
  error: string | null | undefined,
  extra?: string | null,
) {
  return {
    'aria-required': question.required,
    'aria-invalid': error ? (true as const) : undefined,
    'aria-describedby': describedBy(question.help && ids.hint, extra, error && ids.error),
  };
}
