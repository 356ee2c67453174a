import { toAuthError } from '@sla/auth';
import type { FormStateOptions } from '@sla/forms';

/**
 * How the account forms show a problem: the identity provider's beside the field it is about, or
 * above the form when it is about the whole form ("form"), as is a check's problem of that kind.
 */
export const ACCOUNT_FORM: FormStateOptions = {
  explain: (error) => {
    const problem = toAuthError(error);
    return { fieldErrors: { [problem.field]: problem.message }, failure: null };
  },
  shown: (name) => name !== 'form',
};
