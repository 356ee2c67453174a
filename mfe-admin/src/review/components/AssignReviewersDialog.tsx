import { useId, useState, type FormEvent } from 'react';
import { data, errorMessage, type Reviewer, type StaffApplication } from '@sla/data';
import { assignReviewersInput, fieldErrors } from '@sla/data/schemas';
import { ErrorPanel, Loading } from '@sla/ui';
import { Dialog, DialogActions } from '@sla/portal-kit';
import { call } from '@sla/portal-kit';
import { useReviewers } from '../hooks/useReviewers.js';

export interface AssignReviewersDialogProps {
  application: StaffApplication;
  onCancel: () => void;
  onSaved: (application: StaffApplication) => void;
}

const reviewerName = (reviewer: Reviewer) => reviewer.displayName?.trim() || reviewer.email?.trim() || reviewer.uid;

/** Ticks one or more staff members to review the application; those already assigned are shown ticked. */
export function AssignReviewersDialog({ application, onCancel, onSaved }: AssignReviewersDialogProps) {
  const id = useId();
  const reviewers = useReviewers();
  const assigned = new Set(application.reviewers.map((reviewer) => reviewer.reviewerUid));
  const [chosen, setChosen] = useState<ReadonlySet<string>>(new Set());
  const [saving, setSaving] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);

  // Focus starts on the first reviewer who can still be ticked.
  const firstFree =
    reviewers.status === 'ready' ? reviewers.reviewers.find((reviewer) => !assigned.has(reviewer.uid))?.uid : undefined;

  const toggle = (uid: string, on: boolean) => {
    const next = new Set(chosen);
    if (on) next.add(uid);
    else next.delete(uid);
    setChosen(next);
  };

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (saving) return;
    const checked = assignReviewersInput.safeParse({ reviewerUids: [...chosen] });
    if (!checked.success) {
      const errors = fieldErrors(checked.error.issues);
      setError(errors.reviewerUids ?? Object.values(errors)[0] ?? 'Choose at least one reviewer.');
      return;
    }
    setError(null);
    setFailure(null);
    setSaving(true);
    call(() => data.review.assign(application.id, checked.data.reviewerUids)).then(onSaved, (failed: unknown) => {
      setSaving(false);
      setFailure(errorMessage(failed));
    });
  };

  return (
    <Dialog labelledBy={`${id}-title`} onDismiss={onCancel} busy={saving}>
      <h2 id={`${id}-title`} className="dialog__title">
        Assign reviewers
      </h2>
      {reviewers.status === 'loading' ? (
        <Loading label="Loading reviewers…" />
      ) : reviewers.status === 'error' ? (
        <>
          <ErrorPanel title="The reviewers could not be loaded" onRetry={reviewers.retry}>
            <p>{errorMessage(reviewers.error)}</p>
          </ErrorPanel>
          <div className="dialog__actions">
            <button type="button" className="button button--outline" onClick={onCancel}>
              Close
            </button>
          </div>
        </>
      ) : (
        <form onSubmit={submit} noValidate>
          <fieldset
            className="choice-list"
            aria-describedby={error ? `${id}-error` : undefined}
            aria-invalid={error ? true : undefined}
          >
            <legend>Reviewers</legend>
            {reviewers.reviewers.length === 0 ? <p className="field__hint">There is nobody who can review yet.</p> : null}
            {reviewers.reviewers.map((reviewer) => {
              const already = assigned.has(reviewer.uid);
              return (
                <label key={reviewer.uid} className="choice">
                  <input
                    type="checkbox"
                    value={reviewer.uid}
                    checked={already || chosen.has(reviewer.uid)}
                    disabled={already}
                    onChange={(event) => toggle(reviewer.uid, event.target.checked)}
                    data-autofocus={reviewer.uid === firstFree ? true : undefined}
                  />
                  <span>
                    {reviewerName(reviewer)}
                    {already ? <span className="field__hint"> (already assigned)</span> : null}
                  </span>
                </label>
              );
            })}
            {error ? (
              <p id={`${id}-error`} className="field__error">
                {error}
              </p>
            ) : null}
          </fieldset>
          <DialogActions failure={failure} label="Assign" busyLabel="Assigning…" busy={saving} onCancel={onCancel} />
        </form>
      )}
    </Dialog>
  );
}
