// Every template writes in its recipient's language: French when asked, and English (byte for byte what it has always
// said) for 'en' and for someone whose language is unknown (null).
import { describe, expect, it } from 'vitest';
import type { MessageRow, PledgeRow } from '../../db/schema.js';
import { alumniMessageMail } from './alumniMessage.js';
import { alumniReportMail } from './alumniReport.js';
import { donationReceiptMail } from './donationReceipt.js';
import { invitationMail } from './invitation.js';
import { MESSAGE_KIND_TEXT } from './messageKinds.js';
import { messageReceiptMail } from './messageReceipt.js';
import { messageToStaffMail } from './messageToStaff.js';
import { newsletterConfirmationMail } from './newsletterConfirmation.js';
import { pledgeThanksMail, pledgeToStaffMail } from './pledgeMails.js';
import { renderEmail } from './renderEmail.js';
import { verifyEmailMail } from './verifyEmail.js';

const NNBSP = '\u202f';
const TEAM = 'team@example.org';
const AT = new Date('2027-01-31T12:00:00.000Z');
const SIGNATURE_EN = 'With warm wishes,\nThe Scientist-Leaders Africa team';
const SIGNATURE_FR = 'Bien cordialement,\nL’équipe Scientist-Leaders Africa';

describe('renderEmail in the recipient’s language', () => {
  it('signs and introduces the plain link in French, and as always in English', () => {
    const content = { greeting: 'Hello,', paragraphs: ['News.'], action: { label: 'Open', url: 'https://example.org/x' } };
    const english = renderEmail({ ...content, locale: null });
    expect(english.text).toBe(`Hello,\n\nNews.\n\nOpen:\nhttps://example.org/x\n\n${SIGNATURE_EN}`);
    expect(renderEmail({ ...content, locale: 'en' })).toEqual(english);
    const french = renderEmail({ ...content, locale: 'fr' });
    expect(french.text).toBe(`Hello,\n\nNews.\n\nOpen${NNBSP}:\nhttps://example.org/x\n\n${SIGNATURE_FR}`);
    expect(french.html).toContain('Bien cordialement,<br>L’équipe Scientist-Leaders Africa');
  });
});

describe('the alumni network e-mails', () => {
  const message = (locale: 'en' | 'fr' | null) =>
    alumniMessageMail({
      to: 'amara@example.org',
      locale,
      recipientName: 'Amara Obi',
      senderName: 'Kofi Mensah',
      body: 'Could we talk?',
      conversationUrl: 'https://example.org/alumni/messages/c1',
      dedupeKey: 'k',
    });

  it('tells of a message in French, and in English as before', () => {
    const english = message(null);
    expect(english.subject).toBe('A message from Kofi Mensah in the alumni network');
    expect(english.text).toContain('Dear Amara Obi,\n\nKofi Mensah sent you a message in the alumni network:\n\nCould we talk?');
    expect(english.text).toContain('Read and answer:\nhttps://example.org/alumni/messages/c1');
    expect(english.text.endsWith(SIGNATURE_EN)).toBe(true);
    expect(message('en')).toEqual({ ...english, locale: 'en' });

    const french = message('fr');
    expect(french).toMatchObject({ locale: 'fr', to: 'amara@example.org', kind: 'alumni_message' });
    expect(french.subject).toBe('Kofi Mensah vous a écrit dans le réseau des alumni');
    expect(french.text).toContain(
      `Bonjour Amara Obi,\n\nKofi Mensah vous a envoyé un message dans le réseau des alumni${NNBSP}:`,
    );
    expect(french.text).toContain('Could we talk?');
    expect(french.text).toContain(`Lire et répondre${NNBSP}:\nhttps://example.org/alumni/messages/c1`);
    expect(french.text.endsWith(SIGNATURE_FR)).toBe(true);
  });

  it('tells the team of a report in French, and in English as before', () => {
    const report = (locale: 'fr' | null) =>
      alumniReportMail({
        to: TEAM,
        locale,
        reason: 'inappropriate',
        reportsUrl: 'https://example.org/alumni/manage',
        dedupeKey: 'k',
      });
    const english = report(null);
    expect(english.subject).toBe('A member of the alumni network made a report');
    expect(english.text).toContain('A member of the alumni network reported another member for something inappropriate.');
    const french = report('fr');
    expect(french.subject).toBe('Un membre du réseau des alumni a fait un signalement');
    expect(french.text).toContain(
      'Un membre du réseau des alumni a signalé un autre membre pour un contenu ou un comportement inapproprié.',
    );
    expect(french.text).toContain(`Lire le signalement${NNBSP}:`);
  });
});

describe('the donation e-mails', () => {
  const receipt = (locale: 'fr' | null, renewal: boolean) =>
    donationReceiptMail(
      {
        to: 'giver@example.org',
        locale,
        name: 'Kofi Boateng',
        amountText: locale === 'fr' ? `25,50${NNBSP}$US` : '$25.50',
        frequency: 'monthly',
        renewal,
        receivedAt: AT,
        dedupeKey: 'k',
      },
      TEAM,
    );

  it('thanks for a gift in French, with the day as French writes it, and in English as before', () => {
    const english = receipt(null, true);
    expect(english.subject).toBe('Thank you for your gift to Scientist-Leaders Africa');
    expect(english.text).toContain("We have received this month's gift of $25.50 on 2027-01-31. Thank you.");
    expect(receipt(null, false).text).toContain('We have received your first monthly gift of $25.50 on 2027-01-31. Thank you.');
    const french = receipt('fr', true);
    expect(french.subject).toBe('Merci de votre don à Scientist-Leaders Africa');
    expect(french.text).toContain(
      `Nous avons bien reçu votre don de ce mois-ci, d’un montant de 25,50${NNBSP}$US, le 31 janvier 2027. Merci.`,
    );
    expect(french.text).toContain(`Vous pouvez modifier ou arrêter votre don mensuel à tout moment${NNBSP}:`);
  });

  const pledge: PledgeRow = {
    id: 'p1',
    name: 'Ama Owusu',
    email: 'ama@example.org',
    frequency: 'monthly',
    amountMinor: 5000,
    currency: 'USD',
    createdAt: AT,
  } as PledgeRow;

  it('thanks for a pledge in French, and in English as before', () => {
    const english = pledgeThanksMail(pledge, '$50', TEAM, null);
    expect(english.subject).toBe('Thank you for your pledge to Scientist-Leaders Africa');
    expect(english.text).toContain('Dear Ama Owusu,\n\nThank you for pledging $50 a month.');
    const french = pledgeThanksMail(pledge, `50${NNBSP}$US`, TEAM, 'fr');
    expect(french.subject).toBe('Merci de votre promesse de don à Scientist-Leaders Africa');
    expect(french.text).toContain(`Bonjour Ama Owusu,\n\nMerci de votre promesse de don de 50${NNBSP}$US par mois.`);
  });

  it('tells the team of a pledge in French, and in English as before', () => {
    const english = pledgeToStaffMail(pledge, '$50', TEAM, null);
    expect(english.subject).toBe('New pledge: $50 a month from Ama Owusu');
    expect(english.text).toContain('From: Ama Owusu <ama@example.org>\nPledge: $50 a month\nReceived: 2027-01-31T12:00:00.000Z');
    const french = pledgeToStaffMail(pledge, '$50', TEAM, 'fr');
    expect(french.subject).toBe(`Nouvelle promesse de don de la part de Ama Owusu${NNBSP}: $50 par mois`);
    expect(french.text).toContain(
      `De${NNBSP}: Ama Owusu <ama@example.org>\nPromesse de don${NNBSP}: $50 par mois\nReçu le${NNBSP}: 2027-01-31T12:00:00.000Z`,
    );
  });
});

describe('the contact form e-mails', () => {
  const message = {
    id: 'm1',
    kind: 'partner',
    name: 'Dr Wanjiru Kamau',
    email: 'w.kamau@example.org',
    organisation: 'A genomics lab',
    message: 'Shall we work together?',
    createdAt: AT,
  } as MessageRow;

  it('acknowledges a message in French, and in English as before', () => {
    const english = messageReceiptMail(message, TEAM, null);
    expect(english.subject).toBe('We have your message – Scientist-Leaders Africa');
    expect(english.text).toContain(MESSAGE_KIND_TEXT.partner.receipt);
    expect(english.text).toContain('If there is anything to add, reply to this e-mail.');
    const french = messageReceiptMail(message, TEAM, 'fr');
    expect(french.subject).toBe('Nous avons bien reçu votre message – Scientist-Leaders Africa');
    expect(french.text).toContain(
      'Merci de votre intérêt pour un partenariat avec nous. La personne chargée des partenariats vous répondra sous cinq jours ouvrés.',
    );
  });

  it('passes a message on to the team in French, and in English as before', () => {
    const english = messageToStaffMail(TEAM, message, null);
    expect(english.subject).toBe('[Partner] Message from Dr Wanjiru Kamau');
    expect(english.text).toMatch(
      /^A new message came in through the Partner form\.\n\nFrom: Dr Wanjiru Kamau <w\.kamau@example\.org>\n/,
    );
    expect(english.text).toContain('Organisation: A genomics lab\nReceived: 2027-01-31T12:00:00.000Z');
    const french = messageToStaffMail(TEAM, message, 'fr');
    expect(french.subject).toBe('[Partenariat] Message envoyé par Dr Wanjiru Kamau');
    expect(french.text).toContain(`Un nouveau message est arrivé par le formulaire «${NNBSP}Partenariat${NNBSP}».`);
    expect(french.text).toContain('Shall we work together?');
  });
});

describe('the newsletter confirmation', () => {
  const links = {
    confirmUrl: 'https://example.org/newsletter/confirm?token=c',
    unsubscribeUrl: 'https://example.org/newsletter/unsubscribe?token=u',
  };

  it('asks for confirmation in French, and in English as before', () => {
    const english = newsletterConfirmationMail('ama@example.org', links, null);
    expect(english.subject).toBe('Please confirm your subscription to the Scientist-Leaders Africa newsletter');
    expect(english.text).toContain('Confirm my subscription:\nhttps://example.org/newsletter/confirm?token=c');
    expect(english.text.endsWith('--\nYou can unsubscribe at any time: https://example.org/newsletter/unsubscribe?token=u')).toBe(
      true,
    );
    const french = newsletterConfirmationMail('ama@example.org', links, 'fr');
    expect(french.subject).toBe('Merci de confirmer votre abonnement à la lettre d’information de Scientist-Leaders Africa');
    expect(french.text).toContain(`Confirmer mon abonnement${NNBSP}:\nhttps://example.org/newsletter/confirm?token=c`);
    expect(
      french.text.endsWith(
        `--\nVous pouvez vous désabonner à tout moment${NNBSP}: https://example.org/newsletter/unsubscribe?token=u`,
      ),
    ).toBe(true);
    expect(french.headers).toEqual(english.headers);
  });
});

describe('the account e-mails', () => {
  it('invites in French, with the closing day in French, and in English as before', () => {
    const invitation = (locale: 'fr' | null) =>
      invitationMail({
        invitationId: 'i1',
        to: 'new@example.org',
        locale,
        name: null,
        inviterName: 'Grace Achieng',
        role: 'content_editor',
        link: 'https://example.org/auth/email-link-callback?x=1',
        signsIn: true,
        expiresAt: new Date('2027-02-09T10:00:00.000Z'),
      });
    const english = invitation(null);
    expect(english.subject).toBe('You are invited to join Scientist-Leaders Africa');
    expect(english.text).toContain('Grace Achieng invited you to join Scientist-Leaders Africa as a content editor.');
    expect(english.text).toContain('The invitation is open until 9 February 2027.');
    const french = invitation('fr');
    expect(french.subject).toBe('Invitation à rejoindre Scientist-Leaders Africa');
    expect(french.text).toContain(
      `Grace Achieng vous invite à rejoindre Scientist-Leaders Africa avec le rôle «${NNBSP}Rédaction des contenus${NNBSP}».`,
    );
    expect(french.text).toContain('L’invitation est valable jusqu’au 9 février 2027.');
  });

  it('asks to confirm an address in French, and in English as before', () => {
    const verify = (locale: 'fr' | null) =>
      verifyEmailMail({ to: 'ama@example.org', locale, name: 'Ama', link: 'https://example.org/login?v=1', dedupeKey: 'k' });
    const english = verify(null);
    expect(english.subject).toBe('Confirm your e-mail address for Scientist-Leaders Africa');
    expect(english.text).toContain(
      'Dear Ama,\n\nPlease confirm that this is your e-mail address, so that your Scientist-Leaders Africa account can use it.',
    );
    const french = verify('fr');
    expect(french.subject).toBe('Confirmez votre adresse e-mail pour Scientist-Leaders Africa');
    expect(french.text).toContain(
      'Bonjour Ama,\n\nMerci de confirmer qu’il s’agit bien de votre adresse e-mail, afin que votre compte Scientist-Leaders Africa puisse l’utiliser.',
    );
  });
});
