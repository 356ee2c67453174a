import { useState } from 'react';
import { api, errorMessage, routes } from '@sla/data';
import type { QueueQuery } from '@sla/contract/schemas';
import { t } from '@sla/i18n';
import { useCsvExport } from '../../hooks/useCsvExport.js';

/**
 * "Export CSV" for every application matching the queue's filters; with one programme chosen, optionally with every
 * answer of its form and each reviewer's scores (one column per question: another programme asks other questions).
 */
export function QueueExport({ query }: { query: QueueQuery }) {
  const [withAnswers, setWithAnswers] = useState(false);
  const answers = withAnswers && Boolean(query.programId);
  const csv = useCsvExport(answers ? 'applications-with-answers.csv' : 'applications.csv', () =>
    api(routes.exportReviewQueue, { query: answers ? { ...query, answers: '1' } : query }),
  );
  return (
    <>
      <div className="review-actions">
        <button type="button" className="button button--outline" onClick={csv.run} disabled={csv.busy}>
          {csv.busy ? t('Preparing CSV…') : t('Export CSV')}
        </button>
        <label className="choice review-toggle">
          <input
            type="checkbox"
            checked={answers}
            disabled={!query.programId}
            onChange={(event) => setWithAnswers(event.target.checked)}
          />
          {t('With every answer and the reviewers’ scores')}
        </label>
        <span className="field__hint">
          {query.programId
            ? t('Every application matching the filters above.')
            : t('Every application matching the filters above. Choose a programme to include its answers.')}
        </span>
      </div>
      {csv.error ? (
        <p role="alert" className="alert">
          {t('The export failed. {reason}', { reason: t(errorMessage(csv.error)) })}
        </p>
      ) : null}
    </>
  );
}
