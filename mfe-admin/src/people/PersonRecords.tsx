import { useId, type ReactNode } from 'react';
import type { PersonPage } from '@sla/data';
import { t } from '@sla/i18n';
import { useOpenable } from '@sla/portal-kit';
import { Link } from '@sla/router';
import { T } from '@sla/ui';
import { formatDate, formatDateTime } from '../format.js';
import { roleLabel } from '../roles.js';
import { MESSAGE_KIND_LABELS } from '../messageKinds.js';
import { DECISION_BADGES, DECISION_LABELS, STATUS_BADGES, STATUS_LABELS } from '../review/labels.js';
import { shownName } from '@sla/domain';

function Section({ title, empty, children }: { title: string; empty: string | null; children: ReactNode }) {
  const id = useId();
  return (
    <section className="data-section person-section" aria-labelledby={id}>
      <h2 id={id}>{title}</h2>
      {empty ? <p className="data-table__muted">{empty}</p> : children}
    </section>
  );
}

/** Each role the person has had, newest first, with who changed it and why. */
export function RoleHistory({ history }: { history: PersonPage['roleHistory'] }) {
  return (
    <Section
      title={t('Role history')}
      empty={history.length ? null : t('No role changes yet: the role is the one the account started with.')}
    >
      <ol className="person-list">
        {history.map((change) => (
          <li key={change.id} className="person-list__item">
            <div className="person-list__main">
              <strong className="person-list__name">
                {t(roleLabel(change.previousRole))} → {t(roleLabel(change.newRole))}
              </strong>
              <span className="person-list__meta">
                <T
                  message="by {name} on <date>{when}</date>"
                  values={{ name: shownName(change.changedByName), when: formatDateTime(change.timestamp) }}
                  components={{ date: <time dateTime={change.timestamp} /> }}
                />
              </span>
              {change.reason ? <span className="person-list__meta">{t('“{reason}”', { reason: change.reason })}</span> : null}
            </div>
          </li>
        ))}
      </ol>
    </Section>
  );
}

/** Their applications, each opening in the review screen for those who may review. */
export function PersonApplications({ applications }: { applications: PersonPage['applications'] }) {
  const openable = useOpenable();
  return (
    <Section title={t('Applications')} empty={applications.length ? null : t('No applications.')}>
      <ul className="person-list">
        {applications.map((application) => {
          const path = `/admin/applications/${encodeURIComponent(application.id)}`;
          return (
            <li key={application.id} className="person-list__item">
              <div className="person-list__main">
                <strong className="person-list__name">
                  {/* A draft never opens in review: it is the applicant's own until submitted. */}
                  {openable(path) && application.status !== 'draft' ? (
                    <Link to={path}>{application.programName}</Link>
                  ) : (
                    application.programName
                  )}
                </strong>
                <span className="person-list__meta">
                  {application.submittedAt ? (
                    <T
                      message="Submitted <date>{when}</date>"
                      values={{ when: formatDate(application.submittedAt) }}
                      components={{ date: <time dateTime={application.submittedAt} /> }}
                    />
                  ) : (
                    <T
                      message="Started <date>{when}</date>"
                      values={{ when: formatDate(application.createdAt) }}
                      components={{ date: <time dateTime={application.createdAt} /> }}
                    />
                  )}
                </span>
              </div>
              <div className="person-list__badges">
                <span className={STATUS_BADGES[application.status]}>{t(STATUS_LABELS[application.status])}</span>
                {application.decision ? (
                  <span className={DECISION_BADGES[application.decision]}>{t(DECISION_LABELS[application.decision])}</span>
                ) : null}
              </div>
            </li>
          );
        })}
      </ul>
    </Section>
  );
}

/** What they wrote to staff through the Contact and Get Involved forms, from this account's address. */
export function PersonMessages({ messages }: { messages: PersonPage['messages'] }) {
  return (
    <Section title={t('Messages to staff')} empty={messages.length ? null : t('No messages from this address.')}>
      <ul className="person-list">
        {messages.map((message) => (
          <li key={message.id} className="person-list__item person-list__item--text">
            <span className="person-list__meta">
              {t(MESSAGE_KIND_LABELS[message.kind])} ·{' '}
              <time dateTime={message.createdAt}>{formatDateTime(message.createdAt)}</time>
            </span>
            <p className="person-list__text">{message.message}</p>
          </li>
        ))}
      </ul>
    </Section>
  );
}
