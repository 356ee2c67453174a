import { useId } from 'react';
import { Link } from '@sla/router';
import { LoadState, useLoad } from '@sla/data-views';
import { t } from '@sla/i18n';
import { loadMyThreads, MESSAGES_PATH } from '../messages/threads.js';
import '../messages/messages.css';

const loadUnread = () => loadMyThreads({});

/** The applicant's home: how many of the programme team's messages are unread, and the way to them. */
export function MessagesSummary() {
  const id = useId();
  const threads = useLoad(loadUnread, []);
  return (
    <section className="applicant-section" aria-labelledby={id}>
      <h2 id={id}>{t('Messages')}</h2>
      <LoadState state={threads} loadingLabel={t('Loading your messages…')} errorTitle={t('Your messages could not be loaded')}>
        {({ value }) => (
          <p className="messages-summary">
            <span>
              {value.unread
                ? t(
                    '{count, plural, one {You have # unread message from the programme team.} other {You have # unread messages from the programme team.}}',
                    {
                      count: value.unread,
                    },
                  )
                : value.items.length
                  ? t('No unread messages.')
                  : t('No messages yet. When the programme team writes to you, it shows here.')}
            </span>
            {value.items.length ? (
              <Link className={value.unread ? 'button button--primary button--small' : ''} to={MESSAGES_PATH}>
                {value.unread ? t('Read your messages') : t('See your messages')}
              </Link>
            ) : null}
          </p>
        )}
      </LoadState>
    </section>
  );
}
