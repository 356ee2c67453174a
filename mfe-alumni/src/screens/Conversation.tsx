import { ALUMNI_MESSAGES } from '@sla/contract/schemas';
import { LoadState } from '@sla/data-views';
import { t } from '@sla/i18n';
import { screenName } from '@sla/permissions';
import { Link, useParams } from '@sla/router';
import { Screen } from '@sla/ui';
import { ConversationView } from '../messages/ConversationView.js';
import { useConversation } from '../messages/useConversation.js';
import { PortalNav } from '../PortalNav.js';

/** One conversation with another alumnus: the messages, a reply, and blocking or reporting them. */
export default function Conversation() {
  const { id = '' } = useParams();
  const { conversation, blockChanged } = useConversation(id);
  return (
    <Screen
      title={t(screenName('/alumni/messages/:id'))}
      subject={conversation.status === 'ready' ? conversation.value?.withName : null}
      lead={t('A conversation with another alumnus.')}
    >
      <PortalNav />
      <p className="conversation-back">
        <Link to="/alumni/messages">{t('Back to your conversations')}</Link>
      </p>
      <LoadState
        state={conversation}
        loadingLabel={t('Loading the conversation…')}
        errorTitle={t('The conversation could not be loaded')}
      >
        {({ value }) =>
          value ? (
            // Keyed by id: another conversation starts with its own messages, box and dialogs.
            <ConversationView key={value.id} conversation={value} onBlockChanged={blockChanged} />
          ) : (
            <div className="error-panel" role="alert">
              <h2 className="error-panel__title">{t('This conversation was not found')}</h2>
              <div className="error-panel__body">
                <p>
                  {t('{problem} It may have been removed, or it is not one of yours.', {
                    problem: t(ALUMNI_MESSAGES.noSuchConversation),
                  })}
                </p>
              </div>
            </div>
          )
        }
      </LoadState>
    </Screen>
  );
}
