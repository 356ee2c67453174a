import { localiseMessage } from '@sla/data';
import { ANSWER_MESSAGES } from '@sla/domain';
import { activateLocale, addMessages } from '@sla/i18n';
import { afterEach, describe, expect, it } from 'vitest';
import '@sla/contract/serviceMessages/applications';
// This portal's French with every library's (compiled), as the shell's and the portal's catalogues give a real page.
import fr from 'virtual:sla-messages/fr';

afterEach(() => activateLocale('en'));

describe('the service’s sentences', () => {
  it('stay as the service wrote them in English', () => {
    expect(localiseMessage('Applications for Dynamerge are closed.')).toBe('Applications for Dynamerge are closed.');
  });

  it('are read back in French, with their values, whether the service or a shared rule wrote them', () => {
    addMessages('fr', fr);
    activateLocale('fr');
    // Written by the service (registered by @sla/data/serviceMessages/applications).
    expect(localiseMessage('Applications for StepUp Scholars open on 10 March 2026.')).toBe(
      'Les candidatures pour StepUp Scholars ouvrent le 10 mars 2026.',
    );
    expect(localiseMessage('Congratulations! You have been accepted to Dynamerge.')).toBe(
      'Félicitations\u202f! Votre candidature à Dynamerge a été acceptée.',
    );
    expect(localiseMessage('This file is not really a PNG. Only PDF, PNG or JPEG files can be uploaded.')).toBe(
      'Ce fichier n’est pas vraiment un PNG. Seuls les fichiers PDF, PNG ou JPEG peuvent être envoyés.',
    );
    expect(localiseMessage('Decision: accepted')).toBe('Décision\u202f: acceptée');
    // Written by @sla/domain, in the browser and by the service.
    expect(localiseMessage(ANSWER_MESSAGES.tooLong(2000, 2500))).toBe(
      'Ne dépassez pas 2\u202f000 caractères (vous en avez 2\u202f500).',
    );
  });
});
