import { useId, useState, type FormEvent } from 'react';
import { api, routes, type MentorCandidate } from '@sla/data';
import { pairMentorInput } from '@sla/contract/schemas';
import { useLoad } from '@sla/data-views';
import { Link } from '@sla/router';
import { Dialog, DialogActions, useFormState } from '@sla/forms';
import { t } from '@sla/i18n';
import { ChoiceFieldset, DialogLoadState } from '../../components/ChoiceDialog.js';
import { RoleBadge } from '../../components/RoleBadge.js';
import { personName } from '../../format.js';
import { checkInput } from '../checkInput.js';
import { mentorName } from '../labels.js';
import type { MemberDialogProps } from './memberDialog.js';

const listCandidates = async () => (await api(routes.listMentorCandidates)).items;

/**
 * Pairs a student with a mentor (staff, admins and alumni who offered to mentor), showing each one's role and how
 * many mentees they have already; or ends the current pairing. Pairing someone new ends the old pairing.
 */
export function MentorDialog({ cohortId, member, onCancel, onSaved }: MemberDialogProps) {
  const id = useId();
  const candidates = useLoad(listCandidates, []);
  const current = member.mentor;
  const [chosen, setChosen] = useState(current?.uid ?? '');
  const form = useFormState({}, { shown: (name) => name === 'mentorUid' });
  const error = form.fieldErrors.mentorUid;
  const student = personName(member);

  const pair = (event: FormEvent) => {
    event.preventDefault();
    if (form.submitting) return;
    if (current && chosen === current.uid) return onCancel();
    const checked = checkInput(pairMentorInput, { mentorUid: chosen });
    if (!checked.ok) return form.refuse(checked.errors);
    void form.submit(async () => {
      const saved = await api(routes.pairMentor, { params: { id: cohortId, uid: member.uid }, body: checked.input });
      onSaved(
        saved,
        saved.mentor
          ? t('{mentor} now mentors {student}.', { mentor: mentorName(saved.mentor), student })
          : t('The mentor now mentors {student}.', { student }),
      );
    });
  };

  const unpair = () => {
    void form.submit(
      async () => {
        const saved = await api(routes.unpairMentor, { params: { id: cohortId, uid: member.uid } });
        onSaved(saved, t('{student} has no mentor now.', { student }));
      },
      { action: 'unpair' },
    );
  };

  return (
    <Dialog labelledBy={`${id}-title`} onDismiss={onCancel} busy={form.submitting} className="delivery-dialog">
      <h2 id={`${id}-title`} className="dialog__title">
        {t('Choose a mentor for {student}', { student })}
      </h2>
      <p className="dialog__meta">
        {current ? t('Current mentor: {mentor}', { mentor: mentorName(current) }) : t('Current mentor: none')}
      </p>
      <DialogLoadState
        state={candidates}
        loadingLabel={t('Loading mentors…')}
        errorTitle={t('The mentors could not be loaded')}
        onClose={onCancel}
      >
        {(people) => (
          <form onSubmit={pair} noValidate>
            <ChoiceFieldset legend={t('Mentor')} error={error} errorId={`${id}-error`}>
              {people.length === 0 ? (
                <p className="field__hint">
                  {t('Nobody can mentor yet: staff, admins, and alumni who offered to mentor show here.')}
                </p>
              ) : null}
              {people.map((candidate, index) => (
                <CandidateChoice
                  key={candidate.uid}
                  name={`${id}-mentor`}
                  candidate={candidate}
                  current={candidate.uid === current?.uid}
                  checked={chosen === candidate.uid}
                  autoFocus={chosen ? chosen === candidate.uid : index === 0}
                  onChoose={() => {
                    setChosen(candidate.uid);
                    form.clearFieldErrors('mentorUid');
                  }}
                />
              ))}
            </ChoiceFieldset>
            <DialogActions
              failure={form.failure}
              label={current ? t('Change mentor') : t('Pair with mentor')}
              busyLabel={t('Saving…')}
              busy={form.submitting}
              onCancel={onCancel}
            />
            {current ? (
              <div className="delivery-dialog__secondary">
                <button type="button" className="link-button" onClick={unpair} disabled={form.submitting}>
                  {form.action === 'unpair' ? t('Removing…') : t('Remove {mentor} as mentor', { mentor: mentorName(current) })}
                </button>
                {/* Its own page shows how the pairing goes, and ends it with a reason kept for staff. */}
                <Link to={`/admin/mentorships/${encodeURIComponent(current.mentorshipId)}`}>
                  {t('See the mentorship, or end it')}
                </Link>
              </div>
            ) : null}
          </form>
        )}
      </DialogLoadState>
    </Dialog>
  );
}

function CandidateChoice({
  name,
  candidate,
  current,
  checked,
  autoFocus,
  onChoose,
}: {
  name: string;
  candidate: MentorCandidate;
  current: boolean;
  checked: boolean;
  autoFocus: boolean;
  onChoose: () => void;
}) {
  return (
    <label className="choice delivery-candidate">
      <input
        type="radio"
        name={name}
        value={candidate.uid}
        checked={checked}
        onChange={onChoose}
        data-autofocus={autoFocus || undefined}
      />
      <span className="delivery-candidate__text">
        <span className="delivery-candidate__name">
          {mentorName(candidate)} <RoleBadge role={candidate.role} />
          {current ? <span className="field__hint"> {t('(current mentor)')}</span> : null}
        </span>
        <span className="field__hint">
          {t('{count, plural, one {# mentee} other {# mentees}}', { count: candidate.mentees })}
          {candidate.email ? ` · ${candidate.email}` : ''}
        </span>
      </span>
    </label>
  );
}
