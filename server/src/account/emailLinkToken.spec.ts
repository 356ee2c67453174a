import { describe, expect, it } from 'vitest';
import { addFooterLine, renderEmail } from '../mail/templates/renderEmail.js';
import { DEVELOPMENT_EMAIL_LINK_SECRET, readEmailLinkSecret } from './emailLinkSecret.js';
import { EMAIL_LINK_LIFETIME_MS, readEmailLink, signEmailLink } from './emailLinkToken.js';

const SECRET = 'a-secret-of-at-least-thirty-two-characters';
const NOW = new Date('2026-06-01T12:00:00.000Z');

describe('unsubscribe link tokens', () => {
  it('name the account, the category and when, and read back only with the same secret', () => {
    const token = signEmailLink(SECRET, { uid: 'uid-with.dots:and\u00e9', category: 'messages', issuedAt: NOW });
    expect(token).toMatch(/^[A-Za-z0-9_-]+\.[A-Za-z0-9_-]{43}$/);
    expect(readEmailLink(SECRET, token, NOW)).toEqual({
      ok: true,
      link: { uid: 'uid-with.dots:and\u00e9', category: 'messages', issuedAt: NOW },
    });
    expect(readEmailLink(`${SECRET}!`, token, NOW)).toEqual({ ok: false, problem: 'invalid' });
  });

  it('refuse any change to what was signed, and tokens from the future', () => {
    const token = signEmailLink(SECRET, { uid: 'ama', category: 'decisions', issuedAt: NOW });
    const [payload, signature] = token.split('.') as [string, string];
    const swap = (from: string, to: string) =>
      `${Buffer.from(Buffer.from(payload, 'base64url').toString().replace(from, to)).toString('base64url')}.${signature}`;
    for (const changed of [swap('ama', 'kofi'), swap('decisions', 'newsletter'), swap('\n17', '\n18'), `${payload}.`, '.x', ''])
      expect(readEmailLink(SECRET, changed, NOW)).toEqual({ ok: false, problem: 'invalid' });
    // Signed properly, but for a category that does not exist.
    const unknown = signEmailLink(SECRET, { uid: 'ama', category: 'everything' as never, issuedAt: NOW });
    expect(readEmailLink(SECRET, unknown, NOW).ok).toBe(false);
    const future = signEmailLink(SECRET, { uid: 'ama', category: 'decisions', issuedAt: new Date(NOW.getTime() + 3_600_000) });
    expect(readEmailLink(SECRET, future, NOW)).toEqual({ ok: false, problem: 'invalid' });
  });

  it('expire a year after they were made', () => {
    const token = signEmailLink(SECRET, { uid: 'ama', category: 'decisions', issuedAt: NOW });
    expect(readEmailLink(SECRET, token, new Date(NOW.getTime() + EMAIL_LINK_LIFETIME_MS)).ok).toBe(true);
    expect(readEmailLink(SECRET, token, new Date(NOW.getTime() + EMAIL_LINK_LIFETIME_MS + 1000))).toEqual({
      ok: false,
      problem: 'expired',
    });
  });
});

describe('the link secret', () => {
  it('comes from EMAIL_LINK_SECRET; without it, the development default with a warning, or a refusal outside development', () => {
    const warnings: string[] = [];
    const warn = (message: string) => warnings.push(message);
    expect(readEmailLinkSecret({ EMAIL_LINK_SECRET: SECRET }, false, warn)).toEqual({ secret: SECRET });
    expect(warnings).toEqual([]);
    expect(readEmailLinkSecret({}, true, warn)).toEqual({ secret: DEVELOPMENT_EMAIL_LINK_SECRET });
    expect(warnings).toEqual([expect.stringMatching(/^warning: EMAIL_LINK_SECRET is not set/)]);
    expect(readEmailLinkSecret({}, false, warn)).toEqual({
      problem: expect.stringMatching(/^EMAIL_LINK_SECRET is not set: set it/),
    });
    expect(readEmailLinkSecret({ EMAIL_LINK_SECRET: 'short' }, true, warn)).toEqual({
      problem: expect.stringMatching(/^EMAIL_LINK_SECRET must be at least 32/),
    });
  });
});

describe('the unsubscribe footer line', () => {
  it('goes below the signature in the text and as a link in the HTML, escaped like every footer', () => {
    const mail = renderEmail({ locale: null, greeting: 'Hello,', paragraphs: ['News.'] });
    const withLine = addFooterLine(mail, 'To stop them, open https://example.org/email/unsubscribe?token=a&b <now>');
    expect(withLine.text).toBe(`${mail.text}\n\n--\nTo stop them, open https://example.org/email/unsubscribe?token=a&b <now>`);
    expect(withLine.html).toContain('<a href="https://example.org/email/unsubscribe?token=a&amp;b"');
    expect(withLine.html).toContain('&lt;now&gt;');
    expect(withLine.html!.endsWith('</body></html>')).toBe(true);
  });
});
