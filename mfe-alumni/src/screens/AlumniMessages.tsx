import { api, routes } from '@sla/data';
import { KeysetListFooter, LoadState, useKeysetList, useMessageArrivals } from '@sla/data-views';
import { t } from '@sla/i18n';
import { screenName } from '@sla/permissions';
import { Screen } from '@sla/ui';
import { ConversationList, NoConversations } from '../messages/ConversationList.js';
import { PortalNav } from '../PortalNav.js';

// Stable for useKeysetList.
const loadConversations = ({ cursor }: { cursor?: string }) =>
  api(routes.listAlumniConversations, { query: cursor ? { cursor } : {} });

/**
 * The reader's conversations with other alumni, latest first, each opening its messages; loaded again when a message
 * arrives in any of them (or a new one starts), so the order and unread counts stay current.
 */
export default function AlumniMessages() {
  const list = useKeysetList(loadConversations, {});
  useMessageArrivals('alumni', null, list.refresh);
  return (
    <Screen title={t(screenName('/alumni/messages'))} lead={t('Your conversations with other alumni.')}>
      <PortalNav />
      <LoadState
        state={list}
        loadingLabel={t('Loading your conversations…')}
        errorTitle={t('Your conversations could not be loaded')}
        isEmpty={(ready) => ready.items.length === 0}
        empty={<NoConversations />}
      >
        {(ready) => (
          <>
            <ConversationList conversations={ready.items} />
            <KeysetListFooter list={ready} noun={[t('conversation'), t('conversations')]} moreLabel={t('Show more')} />
          </>
        )}
      </LoadState>
    </Screen>
  );
}
