import { describe, expect, it } from 'vitest';
import { decisionReleasedMail } from '../mail/templates/decisionReleased.js';

const details = {
  to: 'ada@example.org',
  name: 'Ada <b>Obi</b>',
  programme: 'StepUp Scholars',
  applicationUrl: 'https://example.org/applicant/applications/a1',
  dedupeKey: 'k',
  locale: null,
};

describe('the decision e-mail', () => {
  it('says each decision plainly, with a link to the application and escaped names', () => {
    const accepted = decisionReleasedMail({ ...details, decision: 'accepted' }, 'team@example.org');
    expect(accepted).toMatchObject({
      kind: 'decision_released',
      to: 'ada@example.org',
      replyTo: 'team@example.org',
      dedupeKey: 'k',
      subject: 'Congratulations: you have a place in StepUp Scholars',
    });
    expect(accepted.text).toContain('you have been accepted to StepUp Scholars');
    expect(accepted.text).toContain('See your application:\nhttps://example.org/applicant/applications/a1');
    expect(accepted.html).toContain('Dear Ada &lt;b&gt;Obi&lt;/b&gt;,');
    expect(decisionReleasedMail({ ...details, decision: 'waitlisted' }, 'team@example.org').text).toContain(
      'placed you on our waiting list',
    );
    const rejected = decisionReleasedMail({ ...details, name: null, decision: 'rejected' }, 'team@example.org');
    expect(rejected.text).toMatch(/^Hello,/);
    expect(rejected.text).toContain('we cannot offer you a place this time');
  });

  it('writes to an applicant whose language is French in French', () => {
    const NNBSP = '\u202f';
    const accepted = decisionReleasedMail({ ...details, locale: 'fr', decision: 'accepted' }, 'team@example.org');
    expect(accepted).toMatchObject({ locale: 'fr', to: 'ada@example.org', replyTo: 'team@example.org' });
    expect(accepted.subject).toBe(`Félicitations${NNBSP}: une place vous attend dans StepUp Scholars`);
    expect(accepted.text).toContain(
      'Nous avons le plaisir de vous annoncer que votre candidature à StepUp Scholars est acceptée.',
    );
    expect(accepted.text).toContain(`Voir votre candidature${NNBSP}:\nhttps://example.org/applicant/applications/a1`);
    expect(accepted.html).toContain('Bonjour Ada &lt;b&gt;Obi&lt;/b&gt;,');
    const waitlisted = decisionReleasedMail({ ...details, locale: 'fr', decision: 'waitlisted' }, 'team@example.org');
    expect(waitlisted.subject).toBe('Votre candidature à StepUp Scholars est sur liste d’attente');
    const rejected = decisionReleasedMail({ ...details, name: null, locale: 'fr', decision: 'rejected' }, 'team@example.org');
    expect(rejected.text).toMatch(/^Bonjour,/);
    expect(rejected.text).toContain('nous ne pouvons pas vous proposer de place cette fois-ci');
    expect(rejected.text).toContain('Bien cordialement,\nL’équipe Scientist-Leaders Africa');
  });
});
