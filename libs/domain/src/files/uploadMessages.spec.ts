import { installI18n } from '@sla/i18n/install';
import { compileMessage } from '@lingui/message-utils/compileMessage';
import { localiseMessage } from '@sla/contract/messages';
import { activateLocale, addMessages } from '@sla/i18n';
import { afterEach, describe, expect, it } from 'vitest';
import fr from '../i18n/fr.json';
import { formatFileSize } from './fileSize.js';
import { uploadHint, uploadProblem } from './uploadRules.js';

// The shell installs the page's message engine; these run without one.
installI18n();

afterEach(() => activateLocale('en'));

describe('upload messages in French', () => {
  it('read the service’s English sentence back, with its list of types and its size in French', () => {
    addMessages('fr', Object.fromEntries(Object.entries(fr).map(([english, text]) => [english, compileMessage(text)])));
    const english = uploadProblem({}, { name: 'notes.txt', type: '', size: 10 })!.message;
    const tooLarge = uploadProblem({}, { name: 'big.png', type: 'image/png', size: 12 * 1024 * 1024 })!.message;
    activateLocale('fr');
    expect(localiseMessage(english)).toBe(
      '«\u202fnotes.txt\u202f» n’est pas un fichier PDF, PNG ou JPEG. Choisissez un fichier PDF, PNG ou JPEG.',
    );
    expect(localiseMessage(tooLarge)).toBe(
      '«\u202fbig.png\u202f» dépasse 10 Mo (il fait 12,0 Mo). Choisissez un fichier plus petit.',
    );
    expect(formatFileSize(2.4 * 1024 * 1024)).toBe('2,4 Mo');
    expect(uploadHint({ accept: ['image/png', 'image/jpeg'], maxSizeMb: 0.5 })).toBe('PNG ou JPEG, jusqu’à 0,5 Mo.');
  });
});
