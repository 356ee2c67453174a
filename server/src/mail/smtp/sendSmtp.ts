import { SmtpConnection, SmtpError } from './smtpConnection.js';
import type { SmtpOptions } from './smtpUrl.js';

export interface SmtpEnvelope {
  from: string;
  to: string[];
}

/** The whole conversation may not take longer than this; the outbox lease is longer still. */
export const SMTP_DEADLINE_MS = 120_000;

const isLoopback = (host: string) => host === 'localhost' || host === '::1' || host.startsWith('127.');

/** Lines starting with "." get one more, and the message ends with CRLF "." CRLF (RFC 5321 4.5.2). */
export function dotStuff(data: string): string {
  const lines = data.replace(/\r?\n/g, '\r\n').replace(/(\r\n)?$/, '\r\n');
  return `${lines.replace(/^\./gm, '..')}.\r\n`;
}

function safeAddress(address: string): string {
  if (/[\s<>]/.test(address) || !address.includes('@')) throw new SmtpError(`"${address}" is not an address the mail server can take.`);
  return address;
}

/** EHLO's answer as keyword -> parameters, e.g. AUTH -> "PLAIN LOGIN". */
async function hello(connection: SmtpConnection, name: string): Promise<Map<string, string>> {
  connection.write(`EHLO ${name}\r\n`);
  const reply = await connection.read();
  if (reply.code !== 250) {
    // A server from before ESMTP: plain HELO, no extensions.
    await connection.command(`HELO ${name}`, [250]);
    return new Map();
  }
  const capabilities = new Map<string, string>();
  for (const line of reply.lines.slice(1)) {
    const [keyword = '', ...rest] = line.trim().split(/[ =]/);
    capabilities.set(keyword.toUpperCase(), rest.join(' ').toUpperCase());
  }
  return capabilities;
}

/** A 5xx here is about this message, not the server: retrying it cannot help. */
async function refusedIfPermanent<T>(step: Promise<T>): Promise<T> {
  try {
    return await step;
  } catch (error) {
    if (error instanceof SmtpError && error.code !== null && error.code >= 500) throw new SmtpError(error.message, error.code, true);
    throw error;
  }
}

async function authenticate(connection: SmtpConnection, capabilities: Map<string, string>, auth: { user: string; pass: string }): Promise<void> {
  const mechanisms = (capabilities.get('AUTH') ?? '').split(' ');
  const base64 = (text: string) => Buffer.from(text, 'utf8').toString('base64');
  if (mechanisms.includes('PLAIN')) {
    await connection.command(`AUTH PLAIN ${base64(`\0${auth.user}\0${auth.pass}`)}`, [235], 'the user name or password');
  } else if (mechanisms.includes('LOGIN')) {
    await connection.command('AUTH LOGIN', [334], 'AUTH LOGIN');
    await connection.command(base64(auth.user), [334], 'the user name');
    await connection.command(base64(auth.pass), [235], 'the user name or password');
  } else {
    throw new SmtpError('The mail server offers no sign-in method this client knows (PLAIN or LOGIN).');
  }
}

/**
 * Sends one message over SMTP (RFC 5321): EHLO, STARTTLS when offered or required, AUTH PLAIN or
 * LOGIN, MAIL FROM, RCPT TO, DATA with dot-stuffing, QUIT. The password never crosses an
 * unencrypted connection except to this machine. Resolves with the server's acceptance line;
 * rejects with SmtpError, whose code says whether the server refused (5xx) or just failed.
 */
export async function sendSmtp(options: SmtpOptions, envelope: SmtpEnvelope, data: string): Promise<string> {
  const connection = await SmtpConnection.open({ ...options, timeoutMs: options.timeoutMs ?? 30_000 });
  const deadline = setTimeout(() => connection.close('The mail server took more than two minutes; giving up for now.'), options.deadlineMs ?? SMTP_DEADLINE_MS).unref();
  try {
    await connection.expect([220], 'the connection');
    let capabilities = await hello(connection, options.clientName);
    if (!options.secure && options.startTls !== 'never' && capabilities.has('STARTTLS')) {
      await connection.command('STARTTLS', [220]);
      await connection.upgrade(options.host, options.tls);
      capabilities = await hello(connection, options.clientName);
    } else if (!options.secure && options.startTls === 'require') {
      throw new SmtpError('The mail server does not offer STARTTLS, and SMTP_URL requires it.');
    }
    if (options.auth) {
      if (!connection.encrypted && !isLoopback(options.host)) {
        throw new SmtpError('Refusing to send the mail server password over an unencrypted connection. Use smtps:// or a server that offers STARTTLS.');
      }
      await authenticate(connection, capabilities, options.auth);
    }
    await connection.command(`MAIL FROM:<${safeAddress(envelope.from)}>`, [250], 'the sender');
    for (const to of envelope.to) await refusedIfPermanent(connection.command(`RCPT TO:<${safeAddress(to)}>`, [250, 251], `the recipient ${to}`));
    await refusedIfPermanent(connection.command('DATA', [354]));
    connection.write(dotStuff(data));
    const accepted = await refusedIfPermanent(connection.expect([250], 'the message'));
    await connection.command('QUIT', [221]).catch(() => undefined);
    return accepted.lines.join(' ');
  } finally {
    clearTimeout(deadline);
    connection.close();
  }
}
