// A conversation's parts, shared by the mentoring thread and alumni messages: @sla/portal-kit/messaging.
export { Composer, type MessageSchema } from './Composer.js';
export { MessageBubble } from './MessageBubble.js';
export { refusalWords } from './refusalWords.js';
export { ThreadLog } from './ThreadLog.js';
export { useMessageThread, type DraftMessage, type MessageThread, type ThreadMessage } from './useMessageThread.js';
