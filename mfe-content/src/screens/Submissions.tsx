import { useState } from 'react';
import { api, errorMessage, orNull, routes, type StorySubmission, type SubmissionStatus } from '@sla/data';
import { t } from '@sla/i18n';
import { screenName } from '@sla/permissions';
import { useSearchParams } from '@sla/router';
import { ErrorPanel, Loading, Screen } from '@sla/ui';
import { SuccessNotice } from '@sla/forms';
import { PortalNav } from '../PortalNav.js';
import { useLiveChanges } from '../live/useLiveChanges.js';
import { useLiveLoad } from '../overview/useLiveLoad.js';
import { statusFrom } from '../submissions/labels.js';
import { SubmissionList } from '../submissions/SubmissionList.js';
import { SubmissionView } from '../submissions/SubmissionView.js';
import '../other.css';

/**
 * Stories alumni sent in: the list by status (?status=…), and one story at ?id=…, so a submission can be
 * linked to (from the overview, say) and survives a reload.
 */
export default function Submissions() {
  const [params, setParams] = useSearchParams();
  const id = params.get('id');
  const status = statusFrom(params.get('status'));
  const [notice, setNotice] = useState('');

  const go = (patch: { id?: string | null; status?: SubmissionStatus }) =>
    setParams((current) => {
      const next = new URLSearchParams(current);
      if (patch.id) next.set('id', patch.id);
      else next.delete('id');
      if (patch.status) {
        if (patch.status === 'submitted') next.delete('status');
        else next.set('status', patch.status);
      }
      return next;
    });

  const openPath = (submission: StorySubmission) => {
    const next = new URLSearchParams(params);
    next.set('id', submission.id);
    return `/content/submissions?${next.toString()}`;
  };

  return (
    <Screen
      title={t(screenName('/content/submissions'))}
      lead={t('Stories alumni sent in for the site: publish them, or return them with a note.')}
      wide
    >
      <PortalNav />
      <SuccessNotice message={notice} />
      {id ? (
        <OpenSubmission
          id={id}
          onBack={() => {
            setNotice('');
            go({ id: null });
          }}
          onReturned={(returned) => {
            setNotice(
              t('Returned “{title}” to {name}. They get a notice and an e-mail with your note.', {
                title: returned.title,
                name: returned.authorName,
              }),
            );
            go({ id: null });
          }}
        />
      ) : (
        <SubmissionList
          status={status}
          onStatus={(next) => {
            setNotice('');
            go({ status: next });
          }}
          openPath={openPath}
        />
      )}
    </Screen>
  );
}

/** One submission, loaded by its id, kept current while another editor handles it. */
function OpenSubmission({
  id,
  onBack,
  onReturned,
}: {
  id: string;
  onBack: () => void;
  onReturned: (submission: StorySubmission) => void;
}) {
  const loaded = useLiveLoad(() => orNull(api(routes.getSubmission, { params: { id } })), [id]);
  useLiveChanges(
    ['submission'],
    (change) => {
      if (change.id === id) loaded.refresh();
    },
    loaded.refresh,
  );

  if (loaded.status === 'loading') return <Loading label={t('Loading the submission…')} />;
  if (loaded.status === 'error') {
    return (
      <ErrorPanel title={t('The submission could not be loaded')} onRetry={loaded.retry}>
        <p>{t(errorMessage(loaded.error))}</p>
      </ErrorPanel>
    );
  }
  if (!loaded.value) {
    return (
      <ErrorPanel title={t('We could not find that submission')}>
        <p>{t('It may have been withdrawn by its author.')}</p>
        <button type="button" className="button button--outline" onClick={onBack}>
          {t('Back to submissions')}
        </button>
      </ErrorPanel>
    );
  }
  return <SubmissionView submission={loaded.value} onBack={onBack} onReturned={onReturned} />;
}
