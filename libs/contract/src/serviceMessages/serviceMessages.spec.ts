import { installI18n } from '@sla/i18n/install';
import { compileMessage } from '@lingui/message-utils/compileMessage';
import { activateLocale, addMessages } from '@sla/i18n';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import fr from '../i18n/fr.json';
import { errorMessage, DataError } from '../errors.js';
import { localiseMessage } from '../messages.js';
import {
  APPLICATION_MESSAGES,
  COHORT_MESSAGES,
  GIVING_MESSAGES,
  MENTOR_REQUEST_NAMELESS,
  MENTOR_REQUEST_NOTICES,
  PROFILE_MESSAGES,
  PROFILE_NOTICES,
  SUBMISSION_MESSAGES,
} from './index.js';

// The shell installs the page's message engine; these run without one.
installI18n();

beforeAll(() =>
  addMessages('fr', Object.fromEntries(Object.entries(fr).map(([english, text]) => [english, compileMessage(text)]))),
);
afterEach(() => activateLocale('en'));

describe('the service’s sentences', () => {
  it('are English as the service writes them, whatever the page’s language', () => {
    activateLocale('fr');
    expect(APPLICATION_MESSAGES.opensOn('StepUp Scholars', '10 March 2026')).toBe(
      'Applications for StepUp Scholars open on 10 March 2026.',
    );
    activateLocale('en');
    expect(localiseMessage(GIVING_MESSAGES.pledgeThanks)).toBe(GIVING_MESSAGES.pledgeThanks);
  });

  it('name someone without a display name in the reader’s language, as the rest of a mentor request’s notice', () => {
    activateLocale('fr');
    expect(localiseMessage(MENTOR_REQUEST_NOTICES.received(MENTOR_REQUEST_NAMELESS.student))).toBe(
      'Un étudiant aimerait que vous soyez son mentor.',
    );
    expect(localiseMessage(MENTOR_REQUEST_NOTICES.closedForMentor(MENTOR_REQUEST_NAMELESS.studentInSentence))).toBe(
      'L’équipe a clos la demande que vous avait envoyée un étudiant du programme. Vous n’avez rien d’autre à faire.',
    );
    expect(localiseMessage(MENTOR_REQUEST_NOTICES.accepted(MENTOR_REQUEST_NAMELESS.yourMentor))).toBe(
      'Votre mentor a accepté votre demande : c’est désormais votre mentor.',
    );
    // A person's name stays as they wrote it.
    expect(localiseMessage(MENTOR_REQUEST_NOTICES.received('Amina Diallo'))).toBe(
      'Amina Diallo aimerait que vous soyez son mentor.',
    );
  });

  it('are shown in French, values and all, when French is active', () => {
    activateLocale('fr');
    expect(localiseMessage(APPLICATION_MESSAGES.opensOn('StepUp Scholars', '10 March 2026'))).toBe(
      'Les candidatures pour StepUp Scholars ouvrent le 10 mars 2026.',
    );
    expect(errorMessage(new DataError('conflict', GIVING_MESSAGES.noOnlinePayments))).toBe(
      'Le paiement en ligne n’est pas disponible\u202f; faites plutôt une promesse de don.',
    );
    expect(localiseMessage(SUBMISSION_MESSAGES.lateRefused('1 March 2027 at 09:00, Nairobi time'))).toBe(
      'Ce devoir était à rendre le 1 mars 2027 à 09:00, heure de Nairobi. Les travaux en retard ne sont pas acceptés.',
    );
    expect(localiseMessage(COHORT_MESSAGES.cannotAdd(['Ama'], ['Kofi (2027)']))).toBe(
      'Seuls les étudiants qui ne font partie d’aucune cohorte peuvent être ajoutés\u202f: personne n’a donc été ajouté. ' +
        'N’a pas le rôle d’étudiant\u202f: Ama. Déjà dans une cohorte\u202f: Kofi (2027).',
    );
    expect(localiseMessage(PROFILE_NOTICES.corrected(['headline', 'city']))).toBe(
      'L’équipe a corrigé votre profil\u202f: accroche, ville.',
    );
    expect(localiseMessage(PROFILE_MESSAGES.staffCannotSee('bio'))).toMatch(/^Ce champ \(courte biographie\)/);
  });
});
