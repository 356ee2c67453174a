/** What the event editor is told beyond the shared form messages (CONTENT_MESSAGES). */
export const EVENT_MESSAGES = {
  placeNeeded: 'Give the place, or mark the event as online.',
  slugWithoutLetters: 'Type an address: the title has no letters or digits to make one from.',
} as const;
