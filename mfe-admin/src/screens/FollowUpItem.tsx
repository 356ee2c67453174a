import { useState } from 'react';
import { Link, useParams } from '@sla/router';
import { api, errorMessage, isDataError, routes, type FollowUpThread } from '@sla/data';
import { useLoad } from '@sla/data-views';
import { followUpNoteInput, followUpReplyInput } from '@sla/contract/schemas';
import { t } from '@sla/i18n';
import { LOCALE_NAMES } from '@sla/i18n/locales';
import { screenName } from '@sla/permissions';
import { ErrorPanel, Loading, Screen } from '@sla/ui';
import { PortalNav } from '../PortalNav.js';
import { formatDate, formatDateTime } from '../format.js';
import { FollowUpStatusBadge } from '../inbox/InboxTable.js';
import { FOLLOW_UP_KIND_LABELS } from '../inbox/labels.js';
import { pledgeText } from '../inbox/pledgeText.js';
import { StatusOwnerForm } from '../inbox/StatusOwnerForm.js';
import { ThreadEntries } from '../inbox/ThreadEntries.js';
import { useOwners } from '../inbox/useOwners.js';
import { WriteForm } from '../inbox/WriteForm.js';
import '../inbox/inbox.css';

/** Each language by its own name, as the language switch shows it. */
const LANGUAGES: Readonly<Record<string, string>> = LOCALE_NAMES;

/**
 * One item of the follow-up inbox (view_all_users, decision 0049): what the sender sent, the thread of notes, replies
 * and their answers, status and owner, and the two boxes: a note for staff, a reply e-mailed in the sender's language.
 * Once the sender deleted their account, the reply box says why it is closed; notes and status still work.
 */
export default function FollowUpItem() {
  const { id = '' } = useParams();
  const loaded = useLoad(() => api(routes.getFollowUp, { params: { id } }), [id]);
  const owners = useOwners();
  return (
    <Screen title={t(screenName('/admin/inbox/:id'))} wide>
      <PortalNav />
      <p>
        <Link to="/admin/inbox">{t('Back to the inbox')}</Link>
      </p>
      {loaded.status === 'loading' ? (
        <Loading label={t('Loading the conversation…')} />
      ) : loaded.status === 'error' ? (
        <ErrorPanel
          title={t('This item could not be opened')}
          {...(isDataError(loaded.error) && loaded.error.code === 'not_found' ? {} : { onRetry: loaded.retry })}
        >
          <p>{errorMessage(loaded.error)}</p>
        </ErrorPanel>
      ) : (
        // Each change answers the whole thread, which replaces the one shown.
        <Item thread={loaded.value} owners={owners.status === 'ready' ? owners.value : null} onChange={loaded.replace} />
      )}
    </Screen>
  );
}

function Item({
  thread,
  owners,
  onChange,
}: {
  thread: FollowUpThread;
  owners: readonly { uid: string; name: string }[] | null;
  onChange: (thread: FollowUpThread) => void;
}) {
  const { item } = thread;
  const gone = item.senderGoneAt;
  const [saved, setSaved] = useState(false);
  const changed = (next: FollowUpThread, bySaving = false) => {
    onChange(next);
    setSaved(bySaving);
  };
  return (
    <div className="follow-up-item">
      <div>
        <section className="follow-up-panel" aria-labelledby="follow-up-sent">
          <h2 id="follow-up-sent">{t('{kind}: {name}', { kind: t(FOLLOW_UP_KIND_LABELS[item.kind]), name: item.name })}</h2>
          <dl className="follow-up-item__facts">
            <dt>{t('E-mail')}</dt>
            <dd>{item.email}</dd>
            <dt>{t('Received')}</dt>
            <dd>
              <time dateTime={item.receivedAt}>{formatDateTime(item.receivedAt)}</time>
            </dd>
            <dt>{t('Language')}</dt>
            <dd>{LANGUAGES[item.locale] ?? item.locale}</dd>
            {thread.message?.organisation ? (
              <>
                <dt>{t('Organisation')}</dt>
                <dd>{thread.message.organisation}</dd>
              </>
            ) : null}
            {item.pledge ? (
              <>
                <dt>{t('Pledge')}</dt>
                <dd>{pledgeText(item.pledge)}</dd>
              </>
            ) : null}
            <dt>{t('Status')}</dt>
            <dd>
              <FollowUpStatusBadge item={item} />
            </dd>
          </dl>
          {thread.message ? <p className="follow-up-item__sent">{thread.message.text}</p> : null}
        </section>
        <section className="follow-up-panel" aria-labelledby="follow-up-thread">
          <h2 id="follow-up-thread">{t('Notes and replies')}</h2>
          <ThreadEntries entries={thread.entries} senderName={item.name} />
        </section>
        <section className="follow-up-panel" aria-labelledby="follow-up-reply">
          <h2 id="follow-up-reply">{t('Reply to {name}', { name: item.name })}</h2>
          {gone ? (
            <p className="form-problem" role="note">
              {t('{name} deleted their account on {date}, so nothing more can be sent to them. You can still add a note.', {
                name: item.name,
                date: formatDate(gone),
              })}
            </p>
          ) : null}
          <WriteForm
            label={t('Your reply')}
            hint={t(
              'E-mailed to {email} in {language}, with a link to answer on the site. The sender sees the team, not your name.',
              {
                email: item.email,
                language: LANGUAGES[item.locale] ?? item.locale,
              },
            )}
            button={t('Send the reply')}
            schema={followUpReplyInput}
            send={(body) => api(routes.replyToFollowUp, { params: { id: item.id }, body: { body } })}
            onSent={changed}
            disabled={!!gone}
          />
        </section>
      </div>
      <div>
        <section className="follow-up-panel">
          <StatusOwnerForm
            key={`${item.status}|${item.owner?.uid ?? ''}`}
            thread={thread}
            owners={owners}
            onSaved={(next) => changed(next, true)}
            saved={saved}
          />
        </section>
        <section className="follow-up-panel" aria-labelledby="follow-up-note">
          <h2 id="follow-up-note">{t('Internal note')}</h2>
          <WriteForm
            label={t('Note')}
            hint={t('Only staff read notes; nothing is sent.')}
            button={t('Add the note')}
            schema={followUpNoteInput}
            send={(body) => api(routes.addFollowUpNote, { params: { id: item.id }, body: { body } })}
            onSent={changed}
          />
        </section>
      </div>
    </div>
  );
}
