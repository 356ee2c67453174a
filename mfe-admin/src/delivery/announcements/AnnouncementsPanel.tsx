import { useRef, useState } from 'react';
import { api, routes, type Cohort, type StaffAnnouncement } from '@sla/data';
import { formatShortDateTime, KeysetListFooter, LoadState, useKeysetList } from '@sla/data-views';
import { ConfirmDialog, SuccessNotice } from '@sla/forms';
import { t } from '@sla/i18n';
import { ItemButtons, ItemHeading } from '../ItemListFrame.js';
import { AnnouncementEditor } from './AnnouncementEditor.js';

const fetchPage = ({ cohortId, cursor }: { cohortId: string; cursor?: string }) =>
  api(routes.listCohortAnnouncements, { params: { id: cohortId }, query: cursor ? { cursor } : {} });

/** Which announcement the editor shows (null: a new one); a new key starts a fresh editor. */
type Editing = { key: number; announcement: StaffAnnouncement | null };

/** What staff see of one announcement: who posted it and when, whether it was e-mailed and how many read it. */
function AnnouncementMeta({ announcement, cohort }: { announcement: StaffAnnouncement; cohort: Cohort }) {
  const who = announcement.author.displayName ?? t('a former member of staff');
  const edited = announcement.updatedAt !== announcement.postedAt;
  return (
    <p className="delivery-item__meta">
      {t('Posted by {who} on {date}', { who, date: formatShortDateTime(announcement.postedAt, 'happened') })}
      {edited ? <> · {t('edited {date}', { date: formatShortDateTime(announcement.updatedAt, 'happened') })}</> : null}
      {announcement.emailed ? <> · {t('e-mailed to the students')}</> : null}
      {' · '}
      {t('read by {count} of {total}', { count: announcement.readBy, total: cohort.activeMembers + cohort.completedMembers })}
    </p>
  );
}

/**
 * A cohort's announcements, newest first, a page at a time: posted (optionally e-mailed to every active student),
 * edited and deleted. Students read them on their home.
 */
export function AnnouncementsPanel({ cohort }: { cohort: Cohort }) {
  const list = useKeysetList(fetchPage, { cohortId: cohort.id });
  const [editing, setEditing] = useState<Editing | null>(null);
  const [deleting, setDeleting] = useState<StaffAnnouncement | null>(null);
  const [notice, setNotice] = useState('');
  const addButton = useRef<HTMLButtonElement>(null);

  const open = (announcement: StaffAnnouncement | null) => {
    setNotice('');
    setEditing({ key: Date.now(), announcement });
  };

  if (editing)
    return (
      <AnnouncementEditor
        key={editing.key}
        cohort={cohort}
        announcement={editing.announcement}
        onSaved={(saved, created) => {
          setEditing(null);
          setNotice(
            created
              ? saved.emailed
                ? t('Posted {title} and e-mailed it to the students.', { title: saved.title })
                : t('Posted {title}.', { title: saved.title })
              : t('Saved changes to {title}.', { title: saved.title }),
          );
          if (created) list.refresh();
          else list.update((each) => (each.id === saved.id ? saved : each));
        }}
        onClose={() => setEditing(null)}
      />
    );

  const confirmDelete = async (announcement: StaffAnnouncement) => {
    await api(routes.deleteAnnouncement, { params: { id: announcement.id } });
    setDeleting(null);
    setNotice(t('Deleted {title}.', { title: announcement.title }));
    list.refresh();
    addButton.current?.focus();
  };

  return (
    <div>
      <div className="tab-panel__header">
        <p className="tab-panel__lead">
          {t('News for the cohort’s students, shown on their home newest first, with what they have not read yet marked.')}
        </p>
        <button ref={addButton} type="button" className="button button--primary" onClick={() => open(null)}>
          {t('New announcement')}
        </button>
      </div>
      <SuccessNotice message={notice} />
      <LoadState state={list} loadingLabel={t('Loading announcements…')} errorTitle={t('The announcements could not be loaded')}>
        {(ready) =>
          ready.items.length === 0 ? (
            <p className="empty-state">{t('No announcements yet. Post the first with “New announcement”.')}</p>
          ) : (
            <>
              <ol className="delivery-list">
                {ready.items.map((announcement) => (
                  <li key={announcement.id} className="builder-item delivery-item">
                    <ItemHeading id={announcement.id}>{announcement.title}</ItemHeading>
                    <AnnouncementMeta announcement={announcement} cohort={cohort} />
                    <div
                      className="prose delivery-announcement__body"
                      dangerouslySetInnerHTML={{ __html: announcement.bodyHtml }}
                    />
                    <ItemButtons
                      title={announcement.title}
                      onEdit={() => open(announcement)}
                      onDelete={() => {
                        setNotice('');
                        setDeleting(announcement);
                      }}
                    />
                  </li>
                ))}
              </ol>
              <KeysetListFooter
                list={ready}
                noun={[t('announcement'), t('announcements')]}
                more={t('older ones available')}
                moreLabel={t('Show older announcements')}
              />
            </>
          )
        }
      </LoadState>
      {deleting ? (
        <ConfirmDialog
          title={t('Delete {name}?', { name: deleting.title })}
          label={t('Delete announcement')}
          busyLabel={t('Deleting…')}
          onConfirm={() => confirmDelete(deleting)}
          onCancel={() => setDeleting(null)}
          danger
        >
          {t('Students no longer see it on their home. An e-mail already sent cannot be taken back.')}
        </ConfirmDialog>
      ) : null}
    </div>
  );
}
