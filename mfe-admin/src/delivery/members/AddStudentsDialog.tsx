import { useId, useState, type FormEvent } from 'react';
import { api, routes, type Cohort, type CohortCandidate, type CohortMember } from '@sla/data';
import { addMembersInput } from '@sla/contract/schemas';
import { useLoad } from '@sla/data-views';
import { Dialog, DialogActions, useFormState } from '@sla/forms';
import { t } from '@sla/i18n';
import { ChoiceFieldset, DialogLoadState } from '../../components/ChoiceDialog.js';
import { personName } from '../../format.js';
import { checkInput } from '../checkInput.js';

/**
 * Ticks students who are in no cohort (accepted while no cohort took new students, or given the role by hand) and
 * adds them to this one. `onAdded` gets the cohort's members as the service answers them, and who was added.
 */
export function AddStudentsDialog({
  cohort,
  onCancel,
  onAdded,
}: {
  cohort: Cohort;
  onCancel: () => void;
  onAdded: (members: CohortMember[], added: CohortCandidate[]) => void;
}) {
  const id = useId();
  const candidates = useLoad(async () => (await api(routes.cohortCandidates, { params: { id: cohort.id } })).items, [cohort.id]);
  const [chosen, setChosen] = useState<ReadonlySet<string>>(new Set());
  // The list is the form's one field: a refusal about it is said under it, once, not again above.
  const form = useFormState({}, { shown: (name) => name === 'uids' });

  const toggle = (uid: string, on: boolean) => {
    const next = new Set(chosen);
    if (on) next.add(uid);
    else next.delete(uid);
    setChosen(next);
    form.clearFieldErrors('uids');
  };

  const add = (people: readonly CohortCandidate[]) => (event: FormEvent) => {
    event.preventDefault();
    if (form.submitting) return;
    const checked = checkInput(addMembersInput, { uids: [...chosen] });
    if (!checked.ok) return form.refuse(checked.errors);
    void form.submit(async () =>
      onAdded(
        (await api(routes.addMembers, { params: { id: cohort.id }, body: checked.input })).items,
        people.filter((person) => chosen.has(person.uid)),
      ),
    );
  };

  return (
    <Dialog labelledBy={`${id}-title`} onDismiss={onCancel} busy={form.submitting} className="delivery-dialog">
      <h2 id={`${id}-title`} className="dialog__title">
        {t('Add students to {cohort}', { cohort: cohort.name })}
      </h2>
      <DialogLoadState
        state={candidates}
        loadingLabel={t('Loading students…')}
        errorTitle={t('The students could not be loaded')}
        onClose={onCancel}
      >
        {(people) =>
          people.length === 0 ? (
            <>
              <p className="empty-state">{t('Every student is in a cohort.')}</p>
              <div className="dialog__actions">
                <button type="button" className="button button--outline" onClick={onCancel} data-autofocus>
                  {t('Close')}
                </button>
              </div>
            </>
          ) : (
            <form onSubmit={add(people)} noValidate>
              <p className="dialog__meta">{t('Students in no cohort. Tick those who belong in this one.')}</p>
              <ChoiceFieldset legend={t('Students')} error={form.fieldErrors.uids} errorId={`${id}-error`}>
                {people.map((person, index) => (
                  <CandidateChoice
                    key={person.uid}
                    person={person}
                    checked={chosen.has(person.uid)}
                    autoFocus={index === 0}
                    onToggle={(on) => toggle(person.uid, on)}
                  />
                ))}
              </ChoiceFieldset>
              <DialogActions
                failure={form.failure}
                label={chosen.size > 1 ? t('Add {count} students', { count: chosen.size }) : t('Add to cohort')}
                busyLabel={t('Adding…')}
                busy={form.submitting}
                onCancel={onCancel}
              />
            </form>
          )
        }
      </DialogLoadState>
    </Dialog>
  );
}

function CandidateChoice({
  person,
  checked,
  autoFocus,
  onToggle,
}: {
  person: CohortCandidate;
  checked: boolean;
  autoFocus: boolean;
  onToggle: (on: boolean) => void;
}) {
  const name = personName(person);
  // Someone without a name goes by their e-mail, which is then not said twice.
  const email = person.email && person.email.trim() !== name ? person.email : null;
  const details = [
    email,
    person.acceptedProgramName ? t('Accepted to {programName}', { programName: person.acceptedProgramName }) : null,
  ].filter(Boolean);
  return (
    <label className="choice delivery-candidate">
      <input
        type="checkbox"
        value={person.uid}
        checked={checked}
        onChange={(event) => onToggle(event.target.checked)}
        data-autofocus={autoFocus || undefined}
      />
      <span className="delivery-candidate__text">
        <span className="delivery-candidate__name">{name}</span>
        {details.length ? <span className="field__hint">{details.join(' · ')}</span> : null}
      </span>
    </label>
  );
}
