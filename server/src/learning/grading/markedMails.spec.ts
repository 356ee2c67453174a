import { describe, expect, it } from 'vitest';
import { workGradedMail, workReturnedMail } from './markedMails.js';

const NNBSP = '\u202f';
const details = (locale: 'fr' | null) => ({
  to: 'amina@example.org',
  locale,
  name: 'Amina',
  title: 'Lab report 1',
  assignmentUrl: 'https://example.org/student/assignments/a1',
  dedupeKey: 'k',
});

describe('the marked-work e-mails in the student’s language', () => {
  it('tell of a grade in French, and in English as before', () => {
    const graded = (locale: 'fr' | null) =>
      workGradedMail({ ...details(locale), feedback: 'Clear and careful.', grade: 8, maxPoints: 10 }, 'team@example.org');
    const english = graded(null);
    expect(english.subject).toBe('Your work on Lab report 1 has been graded');
    expect(english.text).toContain(
      'Your work on "Lab report 1" has been graded: 8 out of 10 points.\n\nYour grader wrote:\n\nClear and careful.',
    );
    const french = graded('fr');
    expect(french.subject).toBe(`Votre travail «${NNBSP}Lab report 1${NNBSP}» a été noté`);
    expect(french.text).toContain(`Votre travail «${NNBSP}Lab report 1${NNBSP}» a été noté${NNBSP}: 8 points sur 10.`);
    expect(french.text).toContain(`La personne qui a noté votre travail a écrit${NNBSP}:\n\nClear and careful.`);
  });

  it('tell of work sent back in French, and in English as before', () => {
    const returned = (locale: 'fr' | null) =>
      workReturnedMail({ ...details(locale), feedback: 'Add the method.' }, 'team@example.org');
    const english = returned(null);
    expect(english.subject).toBe('Your work on Lab report 1 was returned for changes');
    expect(english.text).toContain(
      'Make the changes and hand it in again whenever you are ready: the due date does not stop you.',
    );
    const french = returned('fr');
    expect(french.subject).toBe(`Votre travail «${NNBSP}Lab report 1${NNBSP}» vous a été renvoyé pour modifications`);
    expect(french.text).toContain(`Apportez les modifications et rendez-le de nouveau quand vous le souhaitez${NNBSP}:`);
  });
});
