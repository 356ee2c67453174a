import type { SMTPTransportOptions } from 'nodemailer';
import { MailDeliveryError } from '../outgoingMail.js';
import type { SmtpOptions } from '../smtp/smtpUrl.js';

/** A silent server is given up on after this long, per step, unless SMTP options say otherwise. */
const DEFAULT_TIMEOUT_MS = 30_000;

export const PASSWORD_NEEDS_TLS =
  'Refusing to send the mail server password over an unencrypted connection. Use smtps:// or a server that offers STARTTLS (not ?starttls=never).';

const isLoopback = (host: string) => host === 'localhost' || host === '::1' || host.startsWith('127.');

/**
 * SMTP_URL's settings as nodemailer's. STARTTLS is used whenever the server offers it ("auto"),
 * insisted on ("require") or skipped ("never"). The password never crosses an unencrypted
 * connection except to this machine: with a password, STARTTLS becomes required, and a URL that
 * forbids it cannot send at all. Throws MailDeliveryError for that last case.
 */
export function smtpConnectionSettings(options: SmtpOptions): SMTPTransportOptions {
  const passwordNeedsTls = options.auth !== null && !options.secure && !isLoopback(options.host);
  if (passwordNeedsTls && options.startTls === 'never') throw new MailDeliveryError(PASSWORD_NEEDS_TLS, false);
  const timeout = options.timeoutMs ?? DEFAULT_TIMEOUT_MS;
  return {
    host: options.host,
    port: options.port,
    secure: options.secure,
    requireTLS: options.startTls === 'require' || passwordNeedsTls,
    ignoreTLS: options.startTls === 'never',
    ...(options.auth ? { auth: { user: options.auth.user, pass: options.auth.pass } } : {}),
    // Sign in even when the server does not advertise AUTH: configured credentials that are
    // silently skipped would turn a misconfiguration into an open-relay attempt.
    forceAuth: options.auth !== null,
    name: options.clientName,
    ...(options.tls ? { tls: options.tls } : {}),
    connectionTimeout: timeout,
    greetingTimeout: timeout,
    socketTimeout: timeout,
    // Our messages are plain strings; nothing in them may make the mailer read files or fetch URLs.
    disableFileAccess: true,
    disableUrlAccess: true,
    logger: false,
  };
}
