import type { Locale } from '@sla/i18n/locales';
import { translator, type Translate } from '../../i18n/translator.js';

export const ORGANISATION = 'Scientist-Leaders Africa';

/**
 * The language an e-mail is written in: its recipient's (users.locale for an account holder, else the language of the
 * page they wrote from); null or unknown is English.
 */
export type MailLocale = Locale | null;

/** "Dear Ada," to someone whose name we know, else "Hello,". */
export const dearOrHello = (tr: Translate, name: string | null | undefined): string =>
  name ? tr('Dear {name},', { name }) : tr('Hello,');

/** The site an e-mail's own link points into (SITE_URL is an origin), for the unsubscribe links of optional mail. */
export const siteOf = (url: string) => new URL(url).origin;

export function escapeHtml(text: string): string {
  return text.replace(
    /[&<>"']/g,
    (character) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[character]!,
  );
}

export interface EmailContent {
  /** The language of what renderEmail adds (the signature, the colon before the plain link); the template writes the rest in it. */
  locale: MailLocale;
  greeting: string;
  paragraphs: string[];
  /** One button (and the plain link in the text version). */
  action?: { label: string; url: string };
  afterAction?: string[];
  /** Small print under the signature, e.g. the unsubscribe link. Our own text only: its URLs become links. */
  footer?: string[];
}

const linkify = (text: string) =>
  escapeHtml(text).replace(/https?:\/\/[^\s<]+/g, (url) => `<a href="${url}" style="color:#0b6e4f">${url}</a>`);

/**
 * The text and HTML of a product e-mail from plain sentences: every value is escaped, so text a
 * visitor typed can never become markup. The HTML is small and inline-styled, which is what
 * mail clients render reliably.
 */
export function renderEmail(content: EmailContent): { text: string; html: string } {
  const tr = translator(content.locale);
  const signature = [tr('With warm wishes,'), tr('The {organisation} team', { organisation: ORGANISATION })];
  const text = [
    content.greeting,
    ...content.paragraphs,
    ...(content.action ? [`${tr('{label}:', { label: content.action.label })}\n${content.action.url}`] : []),
    ...(content.afterAction ?? []),
    signature.join('\n'),
    ...(content.footer?.length ? [`--\n${content.footer.join('\n')}`] : []),
  ].join('\n\n');

  // Paragraphs may carry what a visitor typed: escaped, and their URLs left as text, never links.
  const paragraph = (line: string) => `<p style="margin:0 0 16px;white-space:pre-wrap">${escapeHtml(line)}</p>`;
  const html = [
    '<!doctype html><html><body style="margin:0;padding:24px;background:#f6f5f1;font-family:Arial,Helvetica,sans-serif;color:#1d1d1b;font-size:16px;line-height:1.5">',
    '<div style="max-width:560px;margin:0 auto;background:#ffffff;padding:24px;border-radius:8px">',
    paragraph(content.greeting),
    ...content.paragraphs.map(paragraph),
    ...(content.action
      ? [
          `<p style="margin:24px 0"><a href="${escapeHtml(content.action.url)}" style="background:#0b6e4f;color:#ffffff;padding:12px 20px;border-radius:6px;text-decoration:none;font-weight:bold;display:inline-block">${escapeHtml(content.action.label)}</a></p>`,
        ]
      : []),
    ...(content.afterAction ?? []).map(paragraph),
    `<p style="margin:24px 0 0">${signature.map(escapeHtml).join('<br>')}</p>`,
    '</div>',
    ...(content.footer?.length ? [footerHtml(content.footer)] : []),
    END,
  ].join('\n');
  return { text, html };
}

const END = '</body></html>';
const footerHtml = (lines: string[]) =>
  `<p style="max-width:560px;margin:16px auto 0;font-size:13px;color:#5c5c57">${lines.map(linkify).join('<br>')}</p>`;

/**
 * Adds a line of small print (our own text: its URLs become links) to an e-mail renderEmail made, below any it has:
 * the unsubscribe line optional mail gets as it is queued.
 */
export function addFooterLine(mail: { text: string; html?: string | null }, line: string): { text: string; html: string | null } {
  const html = mail.html?.endsWith(END) ? `${mail.html.slice(0, -END.length)}${footerHtml([line])}\n${END}` : (mail.html ?? null);
  return { text: `${mail.text}\n\n--\n${line}`, html };
}
