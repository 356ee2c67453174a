import { describe, expect, it } from 'vitest';
import { mentorshipEndedMail, type MentorshipEndedMailDetails } from './mentorshipEnded.js';

const BASE: MentorshipEndedMailDetails = {
  to: 'nia@example.org',
  locale: null,
  recipientName: 'Nia',
  recipient: 'student',
  otherName: 'Wanjiru Kamau',
  endedBy: 'mentor',
  note: 'It was a joy.',
  pageUrl: 'https://example.org/alumni/mentor',
  dedupeKey: 'mentorship_ended:m1:nia',
};

describe('the e-mail that a mentorship ended', () => {
  it('tells the mentee who ended it, quotes the note, and shows where to find another mentor', () => {
    const mail = mentorshipEndedMail(BASE);
    expect(mail).toMatchObject({
      kind: 'mentorship_ended',
      to: 'nia@example.org',
      subject: 'Wanjiru Kamau ended your mentorship',
    });
    expect(mail.text).toContain('Wanjiru Kamau ended your mentorship.\n\nThey left you a note:\n\nIt was a joy.');
    expect(mail.text).toContain('If you would like another mentor, your mentor page shows how to find one.');
    expect(mail.text).toContain('Open your mentor page:\nhttps://example.org/alumni/mentor');
  });

  it('thanks the mentor, leaves out an empty note, and names someone nameless in their language', () => {
    const mail = mentorshipEndedMail({
      ...BASE,
      recipient: 'mentor',
      otherName: null,
      endedBy: 'student',
      note: '  ',
      locale: 'fr',
    });
    expect(mail.subject).toBe('Votre mentoré a mis fin à votre mentorat');
    expect(mail.text).toContain('Merci pour le temps que vous avez consacré en tant que mentor.');
    expect(mail.text).not.toContain('Voici le mot');
  });

  it('says staff ended it, to either side, without a note', () => {
    const mail = mentorshipEndedMail({ ...BASE, endedBy: 'staff', note: '' });
    expect(mail.subject).toBe('Your mentorship with Wanjiru Kamau has ended');
    expect(mail.text).toContain('Staff ended your mentorship with Wanjiru Kamau.');
    expect(mentorshipEndedMail({ ...BASE, endedBy: 'staff', otherName: null, recipient: 'mentor' }).subject).toBe(
      'Your mentorship with your mentee has ended',
    );
  });
});
