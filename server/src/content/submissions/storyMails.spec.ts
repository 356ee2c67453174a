import { describe, expect, it } from 'vitest';
import { storyPublishedMail, storyReturnedMail } from './storyMails.js';

const NNBSP = '\u202f';
const details = (locale: 'fr' | null) => ({
  to: 'ama@example.org',
  locale,
  name: 'Ama Owusu',
  title: 'My first lab',
  dedupeKey: 'k',
});

describe('the story e-mails in the author’s language', () => {
  it('announce a published story in French, and in English as before', () => {
    const published = (locale: 'fr' | null) =>
      storyPublishedMail({ ...details(locale), storyUrl: 'https://example.org/blog/my-first-lab' }, 'team@example.org');
    const english = published(null);
    expect(english.subject).toBe('Your story is published: My first lab');
    expect(english.text).toContain(
      'Thank you for sharing your story with us. "My first lab" is now published on our blog, with you credited as its author.',
    );
    const french = published('fr');
    expect(french.subject).toBe(`Votre témoignage est publié${NNBSP}: My first lab`);
    expect(french.text).toContain(`«${NNBSP}My first lab${NNBSP}» est désormais publié sur notre blog, sous votre nom.`);
    expect(french.text).toContain(`Lire votre témoignage${NNBSP}:\nhttps://example.org/blog/my-first-lab`);
  });

  it('send a story back with the editors’ note in French, and in English as before', () => {
    const returned = (locale: 'fr' | null) =>
      storyReturnedMail(
        { ...details(locale), note: 'Could you add a photo?', storiesUrl: 'https://example.org/alumni/stories' },
        'team@example.org',
      );
    const english = returned(null);
    expect(english.subject).toBe('Your story "My first lab": a note from our editors');
    expect(english.text).toContain('Dear Ama Owusu,\n\nThank you for sending us "My first lab".');
    const french = returned('fr');
    expect(french.subject).toBe(`Votre témoignage «${NNBSP}My first lab${NNBSP}»${NNBSP}: une note de notre rédaction`);
    expect(french.text).toContain(`Bonjour Ama Owusu,\n\nMerci de nous avoir envoyé «${NNBSP}My first lab${NNBSP}».`);
    expect(french.text).toContain('Could you add a photo?');
  });
});
