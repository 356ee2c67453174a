import fr from 'virtual:sla-messages/fr';
import { expect, it } from 'vitest';
import { FRAME_MESSAGES_BEFORE_ANY_FETCH } from './frameMessages.js';

it("names only messages of the shell's catalogue, so each reaches the page in French", () => {
  for (const message of FRAME_MESSAGES_BEFORE_ANY_FETCH) expect(fr[message], message).toBeDefined();
});
