import { parseMailbox } from '../mailbox.js';
import { quotedPrintable } from './quotedPrintable.js';

export interface MimeInput {
  from: string;
  to: string;
  replyTo?: string | null;
  subject: string;
  text: string;
  html?: string | null;
  headers?: Record<string, string> | null;
  /** Stable across retries, so a receiver that got a message twice can tell. */
  messageId: string;
  date: Date;
}

// eslint-disable-next-line no-control-regex -- exactly the characters a header must not carry
const UNSAFE = /[\r\n\u0000]/g;
const clean = (value: string) => value.replace(UNSAFE, ' ');

/** A header value as RFC 2047 encoded words when it is not plain ASCII, folded to short lines. */
export function encodeHeaderValue(value: string): string {
  const text = clean(value);
  if (/^[\x20-\x7e]*$/.test(text)) return text;
  const words: string[] = [];
  let chunk = '';
  for (const character of text) {
    if (Buffer.byteLength(chunk + character) > 45) {
      words.push(chunk);
      chunk = '';
    }
    chunk += character;
  }
  if (chunk) words.push(chunk);
  return words.map((word) => `=?UTF-8?B?${Buffer.from(word, 'utf8').toString('base64')}?=`).join('\r\n ');
}

function mailboxHeader(value: string): string {
  const mailbox = parseMailbox(clean(value));
  if (!mailbox) return clean(value);
  if (!mailbox.name) return mailbox.address;
  const name = /^[\x20-\x7e]*$/.test(mailbox.name) ? `"${mailbox.name.replace(/["\\]/g, '\\$&')}"` : encodeHeaderValue(mailbox.name);
  return `${name} <${mailbox.address}>`;
}

const part = (type: string, body: string) => [`Content-Type: ${type}; charset=utf-8`, 'Content-Transfer-Encoding: quoted-printable', '', quotedPrintable(body)].join('\r\n');

/** The message as SMTP's DATA carries it (RFC 5322 with MIME): text, and HTML as an alternative when given. */
export function mimeMessage(input: MimeInput): string {
  const headers = [
    `From: ${mailboxHeader(input.from)}`,
    `To: ${mailboxHeader(input.to)}`,
    ...(input.replyTo ? [`Reply-To: ${mailboxHeader(input.replyTo)}`] : []),
    `Subject: ${encodeHeaderValue(input.subject)}`,
    `Date: ${input.date.toUTCString().replace(/GMT$/, '+0000')}`,
    `Message-ID: <${clean(input.messageId)}>`,
    'MIME-Version: 1.0',
    ...Object.entries(input.headers ?? {}).map(([name, value]) => `${name.replace(/[^A-Za-z0-9-]/g, '')}: ${encodeHeaderValue(value)}`),
  ];
  if (!input.html) return [...headers, part('text/plain', input.text)].join('\r\n');
  const boundary = `sla-${input.messageId.replace(/[^A-Za-z0-9]/g, '')}`;
  return [
    ...headers,
    `Content-Type: multipart/alternative; boundary="${boundary}"`,
    '',
    `--${boundary}`,
    part('text/plain', input.text),
    `--${boundary}`,
    part('text/html', input.html),
    `--${boundary}--`,
    '',
  ].join('\r\n');
}
