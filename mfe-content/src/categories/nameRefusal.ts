import { errorMessage, isDataError } from '@sla/data';
import type { Refusal } from '@sla/forms';
import { t } from '@sla/i18n';

/**
 * The service's refusal of a category name, for the form: a name already taken comes back as a 409
 * without field errors, but it is about the name, so it is shown beside the name.
 */
export function nameRefusal(error: unknown): Refusal {
  if (isDataError(error) && Object.keys(error.fieldErrors).length)
    return { fieldErrors: error.fieldErrors, failure: t(error.message) };
  if (isDataError(error) && error.code === 'conflict') return { fieldErrors: { name: t(error.message) }, failure: null };
  return { fieldErrors: {}, failure: t(errorMessage(error)) };
}

/** The name form's fields: any other field error (there is none today) joins the failure above it. */
export const onlyName = (field: string) => field === 'name' || field === 'nameFr';
