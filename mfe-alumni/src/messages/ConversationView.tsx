import { useState } from 'react';
import type { ConversationSummary } from '@sla/data';
import { SuccessNotice } from '@sla/forms';
import { t } from '@sla/i18n';
import { BlockDialog } from '../safety/BlockDialog.js';
import { ReportDialog } from '../safety/ReportDialog.js';
import { ConversationHeader } from './ConversationHeader.js';
import { ConversationThread } from './ConversationThread.js';
import './messages.css';

/** Which dialog is open: blocking (or unblocking) the other person, or reporting them or one of their messages. */
type OpenDialog = { kind: 'block' } | { kind: 'report'; messageId: string | null } | null;

/** A conversation's page: who it is with, the messages and the box to write in, and blocking and reporting. */
export function ConversationView({
  conversation,
  onBlockChanged,
}: {
  conversation: ConversationSummary;
  onBlockChanged: (current: ConversationSummary, blocked: boolean) => void;
}) {
  const [dialog, setDialog] = useState<OpenDialog>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const { withUid, withName } = conversation;
  const close = () => setDialog(null);
  const openBlock = () => setDialog({ kind: 'block' });

  return (
    <div className="conversation">
      <ConversationHeader
        conversation={conversation}
        onBlock={openBlock}
        onReport={() => setDialog({ kind: 'report', messageId: null })}
      />
      <SuccessNotice message={notice} />
      <ConversationThread
        conversation={conversation}
        onReport={(messageId) => setDialog({ kind: 'report', messageId })}
        onUnblock={openBlock}
      />
      {dialog?.kind === 'block' ? (
        <BlockDialog
          uid={withUid}
          name={withName}
          blocked={conversation.blockedByMe}
          onClose={close}
          onDone={(blocked) => {
            close();
            setNotice(blocked ? t('You blocked {name}.', { name: withName }) : t('You unblocked {name}.', { name: withName }));
            onBlockChanged(conversation, blocked);
          }}
        />
      ) : null}
      {dialog?.kind === 'report' ? (
        <ReportDialog
          reportedUid={withUid}
          name={withName}
          messageId={dialog.messageId}
          onClose={close}
          onReported={() => {
            close();
            setNotice(t('Thank you. Your report was sent to the staff who look after the network.'));
          }}
        />
      ) : null}
    </div>
  );
}
