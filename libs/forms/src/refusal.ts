import { errorMessage, isDataError, localiseMessage, type FieldErrors } from '@sla/data';

/** Why a form was not accepted: what is wrong with each field, and with the form as a whole. */
export interface Refusal {
  fieldErrors: FieldErrors;
  failure: string | null;
}

export const NO_REFUSAL: Refusal = { fieldErrors: {}, failure: null };

/** What the data service said: a DataError's field errors, and its message for the whole form. */
export function dataRefusal(error: unknown): Refusal {
  return { fieldErrors: isDataError(error) ? error.fieldErrors : {}, failure: errorMessage(error) };
}

/**
 * Puts each field error beside its field when `shown` says the field is on screen; one about any
 * other field (or about the whole form, "_") joins the failure instead, so none is lost. Errors all
 * shown beside their fields need no failure above the form. Without `shown`, nothing moves.
 */
export function placeRefusal(refusal: Refusal, shown: ((name: string) => boolean) | undefined): Refusal {
  if (!shown) return refusal;
  const fieldErrors: FieldErrors = {};
  const elsewhere: string[] = [];
  for (const [name, message] of Object.entries(refusal.fieldErrors)) {
    if (name !== '_' && shown(name)) fieldErrors[name] = message;
    else {
      // Joined into one failure, so each in the reader's language now: joined, it is no message any more.
      const words = localiseMessage(message);
      if (!elsewhere.includes(words)) elsewhere.push(words);
    }
  }
  const failure = elsewhere.length ? elsewhere.join(' ') : Object.keys(fieldErrors).length ? null : refusal.failure;
  return { fieldErrors, failure };
}
