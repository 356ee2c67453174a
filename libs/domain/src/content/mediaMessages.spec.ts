import { installI18n } from '@sla/i18n/install';
import { compileMessage } from '@lingui/message-utils/compileMessage';
import { localiseMessage } from '@sla/contract/messages';
import { activateLocale, addMessages } from '@sla/i18n';
import { afterEach, describe, expect, it } from 'vitest';
import fr from '../i18n/fr.json';
import { MEDIA_MESSAGES } from './mediaMessages.js';

// The shell installs the page's message engine; these run without one.
installI18n();

afterEach(() => activateLocale('en'));

describe('media messages', () => {
  it('are the service’s English, and read back in French with their titles, counts and sizes', () => {
    addMessages('fr', Object.fromEntries(Object.entries(fr).map(([english, text]) => [english, compileMessage(text)])));
    const inUse = MEDIA_MESSAGES.inUse(['Open day', 'Our scholars'], 3);
    expect(inUse).toBe(
      'This image is still used by “Open day”, “Our scholars”, 3 more. Choose another image there first, then delete this one.',
    );
    const tooLarge = MEDIA_MESSAGES.tooLarge(10, '12.3 MB');
    activateLocale('fr');
    expect(localiseMessage(inUse)).toBe(
      'Cette image est encore utilisée par «\u202fOpen day\u202f», «\u202fOur scholars\u202f», 3 autres. Choisissez d’abord une autre image à ces endroits, puis supprimez celle-ci.',
    );
    expect(localiseMessage(MEDIA_MESSAGES.inUse(['Open day'], 1))).toMatch(/«\u202fOpen day\u202f», 1 autre\./);
    expect(localiseMessage(tooLarge)).toBe(
      'Cette image dépasse 10 Mo (elle fait 12,3 Mo). Choisissez-en une plus petite, ou enregistrez-la de nouveau dans une taille plus petite.',
    );
  });
});
