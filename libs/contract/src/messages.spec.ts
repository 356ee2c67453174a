import { installI18n } from '@sla/i18n/install';
import { compileMessage } from '@lingui/message-utils/compileMessage';
import { activateLocale, addMessages } from '@sla/i18n';
import { afterEach, describe, expect, it } from 'vitest';
import { englishNumberLocalised, fillMessage, localisedMessage, localiseMessage, messageWith } from './messages.js';

// The shell installs the page's message engine; these run without one.
installI18n();

const keepItTo = messageWith('Keep it to {max} characters or fewer.');
const listedTwice = messageWith('“{option}” is listed twice, with “{option}”.');
const giveAtLeast = messageWith('Give at least {minimum}.', { minimum: englishNumberLocalised });

function french(messages: Record<string, string>) {
  addMessages('fr', Object.fromEntries(Object.entries(messages).map(([english, text]) => [english, compileMessage(text)])));
  activateLocale('fr');
}

afterEach(() => activateLocale('en'));

describe('messages with values', () => {
  it('write the same English on the service and in the browser', () => {
    expect(keepItTo({ max: 200 })).toBe('Keep it to 200 characters or fewer.');
    expect(listedTwice({ option: 'Blue' })).toBe('“Blue” is listed twice, with “Blue”.');
    expect(giveAtLeast({ minimum: '$1' })).toBe('Give at least $1.');
    expect(fillMessage('{a} and {b}', { a: 1 })).toBe('1 and {b}');
    expect(localisedMessage('Invited {email}', { email: 'a@example.org' })).toBe('Invited a@example.org');
  });

  it('leave English as it came', () => {
    expect(localiseMessage('Keep it to 200 characters or fewer.')).toBe('Keep it to 200 characters or fewer.');
  });

  it('are read back from the English sentence and shown in the reader’s language', () => {
    french({
      'Keep it to {max} characters or fewer.': 'Ne dépassez pas {max, number} caractères.',
      '“{option}” is listed twice, with “{option}”.': '« {option} » figure deux fois.',
      'Give at least {minimum}.': 'Donnez au moins {minimum}.',
      'Some fields need attention.': 'Certains champs sont à vérifier.',
      'Invited {email}': 'Invitation envoyée à {email}',
    });
    expect(localiseMessage('Keep it to 20000 characters or fewer.')).toBe('Ne dépassez pas 20\u202f000 caractères.');
    expect(localiseMessage('“Blue” is listed twice, with “Blue”.')).toBe('« Blue » figure deux fois.');
    // A repeated value must be the same both times.
    expect(localiseMessage('“Blue” is listed twice, with “Red”.')).toBe('“Blue” is listed twice, with “Red”.');
    expect(localiseMessage('Give at least 100,000.')).toBe('Donnez au moins 100\u202f000.');
    expect(localiseMessage('Give at least $1.')).toBe('Donnez au moins $1.');
    expect(localiseMessage('Some fields need attention.')).toBe('Certains champs sont à vérifier.');
    expect(localiseMessage('A sentence nobody translated.')).toBe('A sentence nobody translated.');
    expect(localisedMessage('Invited {email}', { email: 'a@example.org' })).toBe('Invitation envoyée à a@example.org');
    expect(localisedMessage('Not translated {x}', { x: 1 })).toBe('Not translated 1');
  });
});
