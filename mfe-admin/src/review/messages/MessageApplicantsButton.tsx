import { useId } from 'react';
import { recipientFilterProblem, type MessageRecipientsQuery, type QueueQuery } from '@sla/contract/schemas';
import { t } from '@sla/i18n';

/** The queue's filters that choose a message's recipients (an order means nothing to a set). */
export function recipientsOf(query: QueueQuery): MessageRecipientsQuery {
  const filters: MessageRecipientsQuery = {};
  if (query.status) filters.status = query.status;
  if (query.programId) filters.programId = query.programId;
  if (query.decision) filters.decision = query.decision;
  if (query.search) filters.search = query.search;
  if (query.assignedToMe) filters.assignedToMe = query.assignedToMe;
  return filters;
}

/**
 * "Message these applicants" beside the queue's filters; disabled, with the shared rule's words, while a decision not
 * yet released would choose who gets it (the service refuses the same set with the same words).
 */
export function MessageApplicantsButton({ query, onOpen }: { query: QueueQuery; onOpen: () => void }) {
  const hintId = useId();
  const problem = recipientFilterProblem(query);
  return (
    <div className="review-actions">
      <button
        type="button"
        className="button button--outline"
        onClick={onOpen}
        disabled={problem !== null}
        aria-describedby={hintId}
      >
        {t('Message these applicants…')}
      </button>
      <span id={hintId} className="field__hint">
        {problem ? t(problem) : t('One message to every applicant matching the filters above; you see how many first.')}
      </span>
    </div>
  );
}
