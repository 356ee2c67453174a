import fr from 'virtual:sla-messages/fr';
import { expect, it } from 'vitest';
import { FRAME_MESSAGES_BEFORE_CATALOGUES } from './frameMessages.js';

it("names only messages of the shell's catalogue, so each reaches the page in French", () => {
  for (const message of FRAME_MESSAGES_BEFORE_CATALOGUES) expect(fr[message], message).toBeDefined();
});
