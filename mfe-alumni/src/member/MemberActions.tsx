import { useState } from 'react';
import type { AlumniProfileView } from '@sla/data';
import { SuccessNotice } from '@sla/forms';
import { t } from '@sla/i18n';
import { useCanOpen } from '@sla/portal-kit';
import { Link, useNavigate } from '@sla/router';
import { nameOf } from '../directory/cardText.js';
import { BlockDialog } from '../safety/BlockDialog.js';
import { ReportDialog } from '../safety/ReportDialog.js';
import { MessageDialog } from './MessageDialog.js';

type Open = 'message' | 'block' | 'report' | null;

const conversationPath = (id: string) => `/alumni/messages/${encodeURIComponent(id)}`;

/**
 * What a member may do about someone else's profile: message them (when they take messages and no block stands),
 * open the conversation they already have, block or unblock them, and report them to staff.
 */
export function MemberActions({
  view,
  onBlockChange,
}: {
  view: AlumniProfileView;
  /** The block was made or lifted: the page shows it, and loads what that changes. */
  onBlockChange: (blocked: boolean) => void;
}) {
  const navigate = useNavigate();
  const [open, setOpen] = useState<Open>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const canOpenMessages = useCanOpen('/alumni/messages');
  const name = view.name ?? t('this alumnus');
  const close = () => setOpen(null);

  return (
    <div className="member-actions">
      {view.blockedByMe ? (
        <p className="notice">
          {t('You blocked {name}. Neither of you can message the other until you unblock them.', { name: nameOf(view) })}
        </p>
      ) : null}
      <div className="member-actions__buttons">
        {view.canMessage ? (
          <button type="button" className="button button--primary" onClick={() => setOpen('message')}>
            {t('Send a message')}
          </button>
        ) : null}
        {view.conversationId && canOpenMessages ? (
          <Link className="button button--outline" to={conversationPath(view.conversationId)}>
            {t('Open conversation')}
          </Link>
        ) : null}
        <button type="button" className="button button--outline" onClick={() => setOpen('block')}>
          {view.blockedByMe ? t('Unblock') : t('Block')}
        </button>
        <button type="button" className="button button--outline" onClick={() => setOpen('report')}>
          {t('Report')}
        </button>
      </div>
      <SuccessNotice message={notice} />
      {open === 'message' ? (
        <MessageDialog
          uid={view.uid}
          name={name}
          onClose={close}
          onSent={(message) => navigate(conversationPath(message.conversationId))}
        />
      ) : null}
      {open === 'block' ? (
        <BlockDialog
          uid={view.uid}
          name={name}
          blocked={view.blockedByMe}
          onClose={close}
          onDone={(blocked) => {
            close();
            setNotice(blocked ? t('You blocked {name}.', { name }) : t('You unblocked {name}.', { name }));
            onBlockChange(blocked);
          }}
        />
      ) : null}
      {open === 'report' ? (
        <ReportDialog
          reportedUid={view.uid}
          name={name}
          onClose={close}
          onReported={() => {
            close();
            setNotice(t('Thank you for telling us. Staff who look after the network will read your report.'));
          }}
        />
      ) : null}
    </div>
  );
}
