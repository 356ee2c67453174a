import { useId, useState, type FormEvent } from 'react';
import { api, routes, type BulkDecisionResult, type Decision, type QueueItem } from '@sla/data';
import { Dialog, DialogActions } from '@sla/forms';
import { t } from '@sla/i18n';
import { DECISION_LABELS } from '../labels.js';
import { useDecisionForm } from '../hooks/useDecisionForm.js';
import { DecisionFields } from './DecisionFields.js';
import { applicantName } from './ApplicantCell.js';

export interface BulkDecideDialogProps {
  /** The selected applications. */
  items: readonly QueueItem[];
  /** `decided`: whether any application changed, so the queue should reload. */
  onClose: (decided: boolean) => void;
}

/** One decision and release time for several applications; then what was decided and each refusal with its reason. */
export function BulkDecideDialog({ items, onClose }: BulkDecideDialogProps) {
  const id = useId();
  const form = useDecisionForm();
  const [result, setResult] = useState<BulkDecisionResult | null>(null);
  const count = items.length;
  const nameOf = (applicationId: string) => {
    const item = items.find((candidate) => candidate.id === applicationId);
    return item ? applicantName(item.applicant) : applicationId;
  };

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (form.submitting) return;
    const input = form.validate();
    if (!input) return;
    void form.submit(async () =>
      setResult(await api(routes.decideApplications, { body: { ...input, applicationIds: items.map((item) => item.id) } })),
    );
  };

  const title = t('{count, plural, one {Decide # application} other {Decide # applications}}', { count });
  return (
    <Dialog
      labelledBy={`${id}-title`}
      describedBy={`${id}-meta`}
      onDismiss={() => onClose(Boolean(result?.decided.length))}
      busy={form.submitting}
    >
      <h2 id={`${id}-title`} className="dialog__title">
        {title}
      </h2>
      {result ? (
        <>
          <p id={`${id}-meta`} role="status" className={result.decided.length ? 'notice notice--success' : 'notice'}>
            {resultText(result, form.decision)}
          </p>
          {result.refused.length ? (
            <>
              <h3 className="review-dialog__subtitle">{t('Not decided')}</h3>
              <ul className="review-refusals">
                {result.refused.map((refusal) => (
                  <li key={refusal.id}>
                    <strong>{t('{name}:', { name: nameOf(refusal.id) })}</strong> {t(refusal.message)}
                  </li>
                ))}
              </ul>
            </>
          ) : null}
          <div className="dialog__actions">
            <button
              type="button"
              className="button button--primary"
              onClick={() => onClose(result.decided.length > 0)}
              data-autofocus
            >
              {t('Close')}
            </button>
          </div>
        </>
      ) : (
        <form onSubmit={submit} noValidate>
          <p id={`${id}-meta`} className="dialog__meta">
            {t('The same decision for every selected application. Each applicant is told at the release time.')}
          </p>
          <DecisionFields form={form} idPrefix={id} autoFocus />
          <DialogActions
            failure={form.failure && t(form.failure)}
            label={title}
            busyLabel={t('Deciding…')}
            busy={form.submitting}
            onCancel={() => onClose(false)}
          />
        </form>
      )}
    </Dialog>
  );
}

/** "2 decided (accepted), 1 refused.": what the service did with the selection. */
function resultText(result: BulkDecisionResult, decision: Decision | ''): string {
  const values = {
    decided: result.decided.length,
    refused: result.refused.length,
    decision: decision ? t(DECISION_LABELS[decision]).toLowerCase() : '',
  };
  if (decision)
    return result.refused.length
      ? t('{decided} decided ({decision}), {refused} refused.', values)
      : t('{decided} decided ({decision}).', values);
  return result.refused.length ? t('{decided} decided, {refused} refused.', values) : t('{decided} decided.', values);
}
