import { useId, useState, type FormEvent } from 'react';
import { api, routes, type Reviewer, type StaffApplication } from '@sla/data';
import { assignReviewersInput, fieldErrors, REVIEWERS_REQUIRED } from '@sla/contract/schemas';
import { useLoad } from '@sla/data-views';
import { Dialog, DialogActions, useFormState } from '@sla/forms';
import { t } from '@sla/i18n';
import { ChoiceFieldset, DialogLoadState } from '../../components/ChoiceDialog.js';
import { shownName } from '@sla/domain';

export interface AssignReviewersDialogProps {
  application: StaffApplication;
  onCancel: () => void;
  onSaved: (application: StaffApplication) => void;
}

/** The people who may be assigned as reviewers (staff and admins). */
const listReviewers = async () => (await api(routes.listReviewers)).items;

const reviewerName = (reviewer: Reviewer) => shownName(reviewer);

/** Ticks one or more staff members to review the application; those already assigned are shown ticked. */
export function AssignReviewersDialog({ application, onCancel, onSaved }: AssignReviewersDialogProps) {
  const id = useId();
  const reviewers = useLoad(listReviewers, []);
  const assigned = new Set(application.reviewers.map((reviewer) => reviewer.reviewerUid));
  const [chosen, setChosen] = useState<ReadonlySet<string>>(new Set());
  // The list is the form's one field: a refusal about it is said beside it, once, not again above.
  const form = useFormState({}, { shown: (name) => name === 'reviewerUids' });
  const error = form.fieldErrors.reviewerUids;

  const toggle = (uid: string, on: boolean) => {
    const next = new Set(chosen);
    if (on) next.add(uid);
    else next.delete(uid);
    setChosen(next);
  };

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (form.submitting) return;
    const checked = assignReviewersInput.safeParse({ reviewerUids: [...chosen] });
    if (!checked.success) {
      const errors = fieldErrors(checked.error.issues);
      return form.refuse({ reviewerUids: errors.reviewerUids ?? Object.values(errors)[0] ?? REVIEWERS_REQUIRED });
    }
    void form.submit(async () =>
      onSaved(
        await api(routes.assignReviewers, { params: { id: application.id }, body: { reviewerUids: checked.data.reviewerUids } }),
      ),
    );
  };

  return (
    <Dialog labelledBy={`${id}-title`} onDismiss={onCancel} busy={form.submitting}>
      <h2 id={`${id}-title`} className="dialog__title">
        {t('Assign reviewers')}
      </h2>
      <DialogLoadState
        state={reviewers}
        loadingLabel={t('Loading reviewers…')}
        errorTitle={t('The reviewers could not be loaded')}
        onClose={onCancel}
      >
        {(people) => {
          // Focus starts on the first reviewer who can still be ticked.
          const firstFree = people.find((reviewer) => !assigned.has(reviewer.uid))?.uid;
          return (
            <form onSubmit={submit} noValidate>
              <ChoiceFieldset legend={t('Reviewers')} error={error} errorId={`${id}-error`}>
                {people.length === 0 ? <p className="field__hint">{t('There is nobody who can review yet.')}</p> : null}
                {people.map((reviewer) => {
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
                        {already ? <span className="field__hint"> {t('(already assigned)')}</span> : null}
                      </span>
                    </label>
                  );
                })}
              </ChoiceFieldset>
              <DialogActions
                failure={form.failure && t(form.failure)}
                label={t('Assign')}
                busyLabel={t('Assigning…')}
                busy={form.submitting}
                onCancel={onCancel}
              />
            </form>
          );
        }}
      </DialogLoadState>
    </Dialog>
  );
}
