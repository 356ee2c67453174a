import { useState } from 'react';
import type { Decision, FieldErrors } from '@sla/data';
import { useFormState, type FormState } from '@sla/forms';
import { msg } from '@sla/i18n';
import { decisionInput, fieldErrors as toFieldErrors, type DecisionInput } from '@sla/contract/schemas';
import { fromDateTimeLocal, toDateTimeLocal } from '../dateTimeLocal.js';

export type DecisionForm = {
  decision: Decision | '';
  setDecision: (decision: Decision) => void;
  /** The release time as the datetime-local field holds it. */
  release: string;
  setRelease: (value: string) => void;
  errors: FieldErrors;
  /** The input to send, or null after showing what needs fixing. */
  validate: () => DecisionInput | null;
} & Pick<FormState, 'submit' | 'submitting' | 'failure'>;

/**
 * A decision and its release time, checked with the shared decisionInput schema. The release time
 * starts at `initialRelease` when that is still ahead (a decision being changed), else now.
 */
export function useDecisionForm(initial: Decision | '' = '', initialRelease: string | null = null): DecisionForm {
  const [decision, setDecision] = useState<Decision | ''>(initial);
  const [release, setRelease] = useState(() => {
    const now = new Date();
    const planned = initialRelease ? new Date(initialRelease) : null;
    return toDateTimeLocal(planned && planned.getTime() > now.getTime() ? planned : now);
  });
  // Sending it, and the errors beside the fields: the browser's check's, then the server's.
  const form = useFormState();

  const validate = () => {
    const releaseAt = fromDateTimeLocal(release);
    const result = decisionInput.safeParse({ decision: decision || undefined, releaseAt: releaseAt ?? '' });
    if (result.success) return result.data;
    const found = toFieldErrors(result.error.issues);
    if (!releaseAt) found.releaseAt = msg('Give the date and time the applicant should see the decision.');
    form.refuse(found);
    return null;
  };

  const { submit, submitting, failure, fieldErrors: errors } = form;
  return { decision, setDecision, release, setRelease, errors, validate, submit, submitting, failure };
}
