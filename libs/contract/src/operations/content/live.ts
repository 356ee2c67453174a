import { operation, streamAnswer } from '../operation.js';

/** Who may listen: anyone who writes or organises content. */
export const LIVE_LISTENERS = ['edit_content', 'create_content', 'manage_content_categories'] as const;

/** One `data: <ContentChange JSON>` per change (types/contentEditing), a keep-alive comment every 25 s. */
export const streamContentChanges = operation({
  id: 'streamContentChanges',
  method: 'GET',
  path: '/content/live',
  summary:
    'Content changes as they happen, as server-sent events: one `data: <ContentChange JSON>` per change, a keep-alive comment every 25 s; never ends by itself',
  answer: streamAnswer,
  status: 200,
  access: { anyOf: LIVE_LISTENERS },
  refusals: [401, 403],
});

export const liveOperations = [streamContentChanges] as const;
