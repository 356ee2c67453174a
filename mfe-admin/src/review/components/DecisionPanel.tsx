import { useId, useState, type FormEvent } from 'react';
import { api, routes, type StaffApplication } from '@sla/data';
import { formatDateTime } from '../../format.js';
import { FailureAlert, SuccessNotice } from '@sla/forms';
import { t } from '@sla/i18n';
import { T } from '@sla/ui';
import { DECISION_LABELS } from '../labels.js';
import { useDecisionForm } from '../hooks/useDecisionForm.js';
import { DecisionFields } from './DecisionFields.js';
import { DecisionBadge } from './StatusBadge.js';
import { StudentRoleState } from './StudentRoleState.js';

export interface DecisionPanelProps {
  application: StaffApplication;
  /** May make an accepted applicant a student (manage_roles). */
  canAssignRoles: boolean;
  onChanged: (application: StaffApplication) => void;
  now: number;
}

/** The decision and its release time, made or changed here; then whether the applicant became a student. */
export function DecisionPanel({ application, canAssignRoles, onChanged, now }: DecisionPanelProps) {
  const id = useId();
  const form = useDecisionForm(application.decision ?? '', application.decisionReleaseAt);
  const [message, setMessage] = useState('');
  const closed = application.status === 'draft' || application.status === 'withdrawn';

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (form.submitting) return;
    const input = form.validate();
    if (!input) return;
    setMessage('');
    void form.submit(async () => {
      const updated = await api(routes.decideApplication, { params: { id: application.id }, body: input });
      setMessage(t('Decision saved: {decision}.', { decision: t(DECISION_LABELS[input.decision]).toLowerCase() }));
      onChanged(updated);
    });
  };

  const releaseAt = application.decisionReleaseAt;
  const released = releaseAt ? Date.parse(releaseAt) <= now : false;
  return (
    <section className="review-panel" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>{t('Decision')}</h2>
      {application.decision ? (
        <p>
          <DecisionBadge decision={application.decision} />{' '}
          {releaseAt && released ? (
            <T
              message="Released <date>{when}</date>."
              values={{ when: formatDateTime(releaseAt) }}
              components={{ date: <time dateTime={releaseAt} /> }}
            />
          ) : releaseAt ? (
            <T
              message="Releases <date>{when}</date>; until then the applicant sees “Under review”."
              values={{ when: formatDateTime(releaseAt) }}
              components={{ date: <time dateTime={releaseAt} /> }}
            />
          ) : null}
        </p>
      ) : (
        <p className="field__hint">{t('No decision yet.')}</p>
      )}
      <StudentRoleState application={application} canAssignRoles={canAssignRoles} onChanged={onChanged} />
      {closed ? (
        <p className="field__hint">
          {application.status === 'draft'
            ? t('A draft cannot be decided until it is submitted.')
            : t('A withdrawn application cannot be decided.')}
        </p>
      ) : (
        <form onSubmit={submit} noValidate aria-labelledby={`${id}-form-title`}>
          <h3 id={`${id}-form-title`} className="review-panel__subtitle">
            {application.decision ? t('Change the decision') : t('Decide')}
          </h3>
          <DecisionFields form={form} idPrefix={id} />
          <SuccessNotice message={message} />
          <FailureAlert message={form.failure && t(form.failure)} />
          <button type="submit" className="button button--primary" disabled={form.submitting}>
            {form.submitting ? t('Saving…') : t('Save decision')}
          </button>
        </form>
      )}
    </section>
  );
}
