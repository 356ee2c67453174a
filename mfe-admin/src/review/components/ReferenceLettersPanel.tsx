import { useId } from 'react';
import { api, routes, type ReferenceLetterSummary } from '@sla/data';
import { downloadBlob, LoadState, useLoad } from '@sla/data-views';
import { msg, t } from '@sla/i18n';
import { formatDateTime } from '../../format.js';
import { FileRow } from './FileItem.js';

const fetchFailed = (_file: unknown, message: string) => t('The letter could not be fetched. {message}', { message: t(message) });

/** Saves a referee's PDF under its own name (the service checks view_applications and conflicts again). */
async function downloadLetter(applicationId: string, reference: ReferenceLetterSummary): Promise<void> {
  const blob = await api(routes.downloadReferenceLetter, { params: { id: applicationId, referenceId: reference.id } });
  downloadBlob(new Blob([blob], { type: 'application/pdf' }), reference.file?.name ?? 'letter.pdf');
}

/**
 * The application's referees and their letters, for staff and reviewers (view_applications, decision 0042): who was
 * asked, whether the letter came, and the letter itself, written (read here) or a PDF (downloaded). Nothing when the
 * programme asks for no letters and none was asked.
 */
export function ReferenceLettersPanel({ applicationId }: { applicationId: string }) {
  const id = useId();
  const letters = useLoad(() => api(routes.listApplicationReferences, { params: { id: applicationId } }), [applicationId]);
  if (letters.status === 'ready' && letters.value.items.length === 0) return null;
  return (
    <section className="review-panel" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>{t('Reference letters')}</h2>
      <LoadState
        state={letters}
        loadingLabel={t('Loading the reference letters…')}
        errorTitle={t('The reference letters could not be loaded')}
      >
        {(loaded) => (
          <ul className="reference-letters">
            {loaded.value.items.map((reference) => (
              <li key={reference.id} className="reference-letters__item">
                <p className="reference-letters__who">
                  <span className="reference-letters__name">{reference.name}</span>{' '}
                  <span className="reference-letters__email">{reference.email}</span>
                </p>
                <p className="reference-letters__status">
                  <span className={reference.status === 'received' ? 'badge badge--success' : 'badge badge--info'}>
                    {reference.status === 'received' ? t('Received') : t('Requested')}
                  </span>{' '}
                  {reference.status === 'received'
                    ? formatDateTime(reference.receivedAt ?? reference.requestedAt)
                    : t('Asked {date}', { date: formatDateTime(reference.requestedAt) })}
                </p>
                {reference.text !== null ? (
                  <details className="reference-letters__letter">
                    <summary>{t('Read the letter from {name}', { name: reference.name })}</summary>
                    <div className="reference-letters__text">{reference.text}</div>
                  </details>
                ) : null}
                {reference.file ? (
                  <FileRow
                    file={{ id: reference.id, name: reference.file.name, type: 'application/pdf', size: reference.file.size }}
                    failure={fetchFailed}
                    actions={[{ verb: msg('Download'), work: () => downloadLetter(applicationId, reference) }]}
                  />
                ) : null}
              </li>
            ))}
          </ul>
        )}
      </LoadState>
    </section>
  );
}
