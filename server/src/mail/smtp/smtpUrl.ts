import type { ConnectionOptions } from 'node:tls';

export interface SmtpOptions {
  host: string;
  port: number;
  /** TLS from the first byte (smtps://, usually port 465). */
  secure: boolean;
  /** For smtp://: "auto" upgrades when the server offers it; "require" refuses a server that does not. */
  startTls: 'auto' | 'require' | 'never';
  auth: { user: string; pass: string } | null;
  /** The name we give in EHLO. */
  clientName: string;
  /** Extra TLS settings (tests trust their own certificate this way). */
  tls?: ConnectionOptions;
  /** Give up on a silent server after this long (per read). */
  timeoutMs?: number;
  /** Give up on the whole conversation after this long (two minutes unless tests say otherwise). */
  deadlineMs?: number;
}

/**
 * SMTP_URL: smtp://user:password@host:587 (STARTTLS when offered; "?starttls=require" insists,
 * "?starttls=never" skips it) or smtps://user:password@host:465 (TLS from the start). The user
 * name and password are URL-encoded. A bad URL stops the service at start, naming the problem.
 */
export function parseSmtpUrl(value: string): SmtpOptions {
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    throw new Error('SMTP_URL is not a URL; write it like smtp://user:password@mail.example.org:587.');
  }
  if (url.protocol !== 'smtp:' && url.protocol !== 'smtps:')
    throw new Error(`SMTP_URL must start with smtp:// or smtps://, not ${url.protocol}//.`);
  if (!url.hostname) throw new Error('SMTP_URL has no host name.');
  const secure = url.protocol === 'smtps:';
  const startTls = url.searchParams.get('starttls') ?? 'auto';
  if (startTls !== 'auto' && startTls !== 'require' && startTls !== 'never')
    throw new Error('SMTP_URL: starttls must be auto, require or never.');
  const user = decodeURIComponent(url.username);
  return {
    host: url.hostname.replace(/^\[(.*)\]$/, '$1'),
    port: url.port ? Number(url.port) : secure ? 465 : 587,
    secure,
    startTls,
    auth: user ? { user, pass: decodeURIComponent(url.password) } : null,
    clientName: url.searchParams.get('name') || 'localhost',
  };
}
