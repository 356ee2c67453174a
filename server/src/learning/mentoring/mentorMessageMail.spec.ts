import { describe, expect, it } from 'vitest';
import { mentorMessageMail } from './mentorMessageMail.js';

const NNBSP = '\u202f';

describe('the mentoring message e-mail in the recipient’s language', () => {
  const mail = (locale: 'fr' | null, from: 'mentor' | 'student', senderName: string | null) =>
    mentorMessageMail({
      to: 'amina@example.org',
      locale,
      recipientName: 'Amina',
      senderName,
      from,
      body: 'See you on Monday.',
      threadUrl: 'https://example.org/student/mentor',
      dedupeKey: 'k',
    });

  it('names the mentor or the mentee in French, and in English as before', () => {
    const english = mail(null, 'mentor', 'Dr Kamau');
    expect(english.subject).toBe('A message from your mentor, Dr Kamau');
    expect(english.text).toContain('Dear Amina,\n\nYour mentor, Dr Kamau, sent you a message:\n\nSee you on Monday.');
    expect(english.text).toContain(
      'Please answer in your portal rather than by replying to this e-mail, so that your mentor gets it.',
    );
    expect(mail(null, 'student', null).subject).toBe('A message from your mentee');

    const french = mail('fr', 'mentor', 'Dr Kamau');
    expect(french.subject).toBe('Un message de votre mentor, Dr Kamau');
    expect(french.text).toContain(
      `Bonjour Amina,\n\nVotre mentor, Dr Kamau, vous a envoyé un message${NNBSP}:\n\nSee you on Monday.`,
    );
    expect(mail('fr', 'student', null).subject).toBe('Un message de votre mentoré');
    expect(mail('fr', 'student', null).text).toContain(`Votre mentoré vous a envoyé un message${NNBSP}:`);
  });
});
