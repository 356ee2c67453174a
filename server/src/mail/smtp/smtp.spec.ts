import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createServer, type Server, type Socket } from 'node:net';
import { networkInterfaces, tmpdir } from 'node:os';
import { join } from 'node:path';
import { TLSSocket } from 'node:tls';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { OutboxRow } from '../../db/schema.js';
import { startSmtpSink } from '../../testing/smtpSink.js';
import { MailDeliveryError } from '../outgoingMail.js';
import { PASSWORD_NEEDS_TLS, smtpConnectionSettings } from '../transports/smtpConnectionSettings.js';
import { smtpTransport } from '../transports/smtpTransport.js';
import { parseSmtpUrl, type SmtpOptions } from './smtpUrl.js';

interface Session {
  commands: string[];
  /** The DATA exactly as it arrived, dot-stuffing and all. */
  rawData: string;
  tls: boolean;
  auth: { user: string; pass: string } | null;
}

interface FakeOptions {
  authMechanisms?: string | null;
  tls?: { key: string; cert: string } | null;
  refuseRecipient?: { address: string; reply: string };
  host?: string;
}

/** A tiny SMTP server: enough of RFC 5321 to hold a real conversation, recording everything. */
async function fakeSmtpServer(options: FakeOptions = {}): Promise<{ port: number; sessions: Session[]; server: Server }> {
  const sessions: Session[] = [];
  const server = createServer((socket) => {
    const session: Session = { commands: [], rawData: '', tls: false, auth: null };
    sessions.push(session);
    let stream: Socket = socket;
    let buffer = '';
    let mode: 'command' | 'data' | 'login-user' | 'login-pass' = 'command';
    let loginUser = '';
    const reply = (...lines: string[]) =>
      stream.write(
        lines.map((line, index) => `${line.slice(0, 3)}${index < lines.length - 1 ? '-' : ' '}${line.slice(4)}\r\n`).join(''),
      );
    const decode = (text: string) => Buffer.from(text, 'base64').toString('utf8');

    const onLine = (line: string) => {
      if (mode === 'data') {
        if (line === '.') {
          mode = 'command';
          return reply('250 2.0.0 queued as FAKE123');
        }
        session.rawData += `${line}\r\n`;
        return;
      }
      session.commands.push(line);
      if (mode === 'login-user') {
        loginUser = decode(line);
        mode = 'login-pass';
        return reply('334 UGFzc3dvcmQ6');
      }
      if (mode === 'login-pass') {
        session.auth = { user: loginUser, pass: decode(line) };
        mode = 'command';
        return reply('235 2.7.0 ok');
      }
      const [verb = '', ...rest] = line.split(' ');
      switch (verb.toUpperCase()) {
        case 'EHLO':
          return reply(
            '250 fake.example greets you',
            '250 8BITMIME',
            ...(options.tls && !session.tls ? ['250 STARTTLS'] : []),
            ...(options.authMechanisms ? [`250 AUTH ${options.authMechanisms}`] : []),
            '250 SMTPUTF8',
          );
        case 'STARTTLS': {
          if (!options.tls) return reply('502 5.5.2 unknown command');
          reply('220 go ahead');
          socket.removeListener('data', onData);
          const secure = new TLSSocket(socket, { isServer: true, key: options.tls.key, cert: options.tls.cert });
          secure.on('data', onData);
          secure.on('error', () => undefined);
          stream = secure;
          session.tls = true;
          return;
        }
        case 'AUTH':
          if (rest[0] === 'PLAIN') {
            const [, user = '', pass = ''] = decode(rest[1] ?? '').split('\0');
            session.auth = { user, pass };
            return reply('235 2.7.0 ok');
          }
          mode = 'login-user';
          return reply('334 VXNlcm5hbWU6');
        case 'MAIL':
          return reply('250 2.1.0 ok');
        case 'RCPT':
          if (options.refuseRecipient && line.includes(options.refuseRecipient.address))
            return reply(options.refuseRecipient.reply);
          return reply('250 2.1.5 ok');
        case 'DATA':
          mode = 'data';
          return reply('354 end with <CRLF>.<CRLF>');
        case 'QUIT':
          reply('221 2.0.0 bye');
          return stream.end();
        default:
          return reply('502 5.5.2 unknown command');
      }
    };
    const onData = (chunk: Buffer) => {
      buffer += chunk.toString('utf8');
      let end: number;
      while ((end = buffer.indexOf('\r\n')) >= 0) {
        const line = buffer.slice(0, end);
        buffer = buffer.slice(end + 2);
        onLine(line);
      }
    };
    socket.on('data', onData);
    socket.on('error', () => undefined);
    reply('220 fake.example ESMTP ready');
  });
  await new Promise<void>((resolve) => server.listen(0, options.host ?? '127.0.0.1', resolve));
  return { port: (server.address() as { port: number }).port, sessions, server };
}

const undoDotStuffing = (raw: string) => raw.replace(/^\.\./gm, '.');

const decodeQuotedPrintable = (text: string) =>
  Buffer.from(
    text.replace(/=\r\n/g, '').replace(/=([0-9A-F]{2})/gi, (_match, hex: string) => String.fromCharCode(parseInt(hex, 16))),
    'latin1',
  ).toString('utf8');

/** RFC 2047 encoded words (B or Q) back to text, for reading headers the way a mail client does. */
const decodeWords = (value: string) =>
  value
    .replace(/\?=\s+=\?/g, '?==?')
    .replace(/=\?UTF-8\?([BQ])\?([^?]*)\?=/gi, (_match, kind: string, text: string) =>
      kind.toUpperCase() === 'B' ? Buffer.from(text, 'base64').toString('utf8') : decodeQuotedPrintable(text.replace(/_/g, ' ')),
    );

/** A received message's header block (folded lines joined) and its parts, bodies decoded. */
function readMessage(data: string) {
  const split = (entity: string) => {
    const end = entity.indexOf('\r\n\r\n');
    return { head: entity.slice(0, end).replace(/\r\n[ \t]+/g, ' '), body: entity.slice(end + 4) };
  };
  const header = (head: string, name: string) => new RegExp(`^${name}: (.*)$`, 'im').exec(head)?.[1] ?? null;
  const decodeBody = (head: string, body: string) => {
    const encoding = header(head, 'Content-Transfer-Encoding')?.toLowerCase();
    if (encoding === 'quoted-printable') return decodeQuotedPrintable(body);
    if (encoding === 'base64') return Buffer.from(body, 'base64').toString('utf8');
    return body;
  };
  // The sink hands over DATA without its final line break; the fake server keeps it.
  const { head, body } = split(data.replace(/\r\n$/, ''));
  const boundary = /boundary="?([^";]+)"?/.exec(header(head, 'Content-Type') ?? '')?.[1];
  const entities = boundary
    ? body
        .split(`--${boundary}`)
        .slice(1, -1)
        .map((part) => split(part.replace(/^\r\n/, '').replace(/\r\n$/, '')))
    : [{ head, body }];
  return {
    head,
    header: (name: string) => header(head, name),
    parts: entities.map((part) => ({
      type: header(part.head, 'Content-Type'),
      encoding: header(part.head, 'Content-Transfer-Encoding'),
      raw: part.body,
      text: decodeBody(part.head, part.body),
    })),
  };
}

const servers: Server[] = [];
afterEach(() => {
  for (const server of servers.splice(0)) server.close();
});
async function start(options: FakeOptions = {}) {
  const fake = await fakeSmtpServer(options);
  servers.push(fake.server);
  return fake;
}
const optionsFor = (port: number, extra: Partial<SmtpOptions> = {}): SmtpOptions => ({
  host: '127.0.0.1',
  port,
  secure: false,
  startTls: 'auto',
  auth: null,
  clientName: 'test.client',
  timeoutMs: 5000,
  ...extra,
});

const row = (changes: Partial<OutboxRow> = {}): OutboxRow => ({
  id: 42,
  kind: 'newsletter_confirmation',
  status: 'sending',
  attempts: 1,
  nextAttemptAt: new Date('2026-03-02T09:05:00Z'),
  lastError: null,
  transport: null,
  dedupeKey: null,
  sentAt: null,
  to: 'ama@example.org',
  replyTo: null,
  subject: 'Hi',
  text: 'Hello Ama',
  html: null,
  headers: null,
  createdAt: new Date('2026-03-02T09:00:00Z'),
  ...changes,
});

/** Sends one outbox row through the SMTP transport; resolves with the failure, if any. */
const send = (options: SmtpOptions, changes: Partial<OutboxRow> = {}, from = 'hello@example.org') =>
  smtpTransport(options)
    .send(row(changes), from)
    .then(
      () => null,
      (error: unknown) => error as MailDeliveryError,
    );

const verbs = (session: Session) => session.commands.map((command) => command.split(/[ :]/)[0]!.toUpperCase());

describe('SMTP transport, in conversation with a mail server', () => {
  let certificate: { key: string; cert: string } | null = null;
  beforeAll(() => {
    const folder = mkdtempSync(join(tmpdir(), 'sla-smtp-'));
    try {
      execFileSync(
        'openssl',
        [
          'req',
          '-x509',
          '-newkey',
          'rsa:2048',
          '-nodes',
          '-keyout',
          join(folder, 'key.pem'),
          '-out',
          join(folder, 'cert.pem'),
          '-days',
          '1',
          '-subj',
          '/CN=localhost',
          '-addext',
          'subjectAltName=DNS:localhost,IP:127.0.0.1',
        ],
        { stdio: 'ignore' },
      );
      certificate = { key: readFileSync(join(folder, 'key.pem'), 'utf8'), cert: readFileSync(join(folder, 'cert.pem'), 'utf8') };
    } catch {
      certificate = null;
    } finally {
      rmSync(folder, { recursive: true, force: true });
    }
  });

  it('holds the whole conversation: EHLO with our name, AUTH PLAIN, MAIL FROM, RCPT TO, DATA', async () => {
    const fake = await start({ authMechanisms: 'PLAIN LOGIN' });
    expect(await send(optionsFor(fake.port, { auth: { user: 'mailer', pass: 'sécret:pass' } }))).toBeNull();
    const [session] = fake.sessions;
    expect(session!.commands[0]).toBe('EHLO test.client');
    expect(verbs(session!)).toEqual(['EHLO', 'AUTH', 'MAIL', 'RCPT', 'DATA']);
    expect(session!.commands[1]).toMatch(/^AUTH PLAIN /);
    expect(session!.commands[2]).toMatch(/^MAIL FROM:<hello@example\.org>/);
    expect(session!.commands[3]).toMatch(/^RCPT TO:<ama@example\.org>/);
    expect(session!.auth).toEqual({ user: 'mailer', pass: 'sécret:pass' });
    expect(readMessage(undoDotStuffing(session!.rawData)).parts[0]!.text).toBe('Hello Ama');
  });

  it('signs in with AUTH LOGIN when that is all the server offers', async () => {
    const fake = await start({ authMechanisms: 'LOGIN' });
    expect(await send(optionsFor(fake.port, { auth: { user: 'mailer', pass: 'pw' } }))).toBeNull();
    expect(fake.sessions[0]!.commands.slice(0, 2)).toEqual(['EHLO test.client', 'AUTH LOGIN']);
    expect(fake.sessions[0]!.auth).toEqual({ user: 'mailer', pass: 'pw' });
  });

  it('signs in whenever a password is configured, even if the server does not advertise AUTH', async () => {
    const fake = await start();
    expect(await send(optionsFor(fake.port, { auth: { user: 'mailer', pass: 'pw' } }))).toBeNull();
    expect(verbs(fake.sessions[0]!)).toEqual(['EHLO', 'AUTH', 'MAIL', 'RCPT', 'DATA']);
    expect(fake.sessions[0]!.auth).toEqual({ user: 'mailer', pass: 'pw' });
  });

  it('reports a refused sign-in as worth retrying, sending nothing', async () => {
    const refusing = await start({ authMechanisms: 'PLAIN' });
    refusing.server.removeAllListeners('connection');
    refusing.server.on('connection', (socket: Socket) => {
      socket.on('error', () => undefined);
      socket.write('220 strict.example\r\n');
      socket.on('data', (chunk) => {
        const line = chunk.toString();
        if (line.startsWith('EHLO')) socket.write('250-strict.example\r\n250 AUTH PLAIN\r\n');
        else if (line.startsWith('AUTH')) socket.write('535 5.7.8 authentication failed\r\n');
        else socket.write('250 ok\r\n');
      });
    });
    const error = await send(optionsFor(refusing.port, { auth: { user: 'mailer', pass: 'wrong' } }));
    expect(error).toBeInstanceOf(MailDeliveryError);
    expect(error!.permanent).toBe(false);
    expect(error!.message).toMatch(/user name or password.*535/);
  });

  it('dot-stuffs lines that start with a dot, so a "." line cannot end the message early', async () => {
    const fake = await start();
    const text = 'Line one\n.hidden line\n.\n..two dots\nlast';
    expect(await send(optionsFor(fake.port), { text })).toBeNull();
    const raw = fake.sessions[0]!.rawData;
    expect(raw.split('\r\n').filter((line) => line === '.')).toEqual([]);
    expect(readMessage(undoDotStuffing(raw)).parts[0]!.text).toBe(text.replace(/\n/g, '\r\n'));
  });

  it('upgrades to TLS with STARTTLS when offered, and signs in only then', async (context) => {
    if (!certificate) return context.skip('openssl is not available to make a test certificate');
    const fake = await start({ tls: certificate, authMechanisms: 'PLAIN' });
    expect(
      await send(optionsFor(fake.port, { host: 'localhost', auth: { user: 'u', pass: 'p' }, tls: { ca: certificate.cert } }), {
        text: 'over tls',
      }),
    ).toBeNull();
    const [session] = fake.sessions;
    expect(session!.tls).toBe(true);
    expect(verbs(session!).slice(0, 4)).toEqual(['EHLO', 'STARTTLS', 'EHLO', 'AUTH']);
    expect(readMessage(undoDotStuffing(session!.rawData)).parts[0]!.text).toBe('over tls');
  });

  it('does not trust a certificate it cannot verify, and says so (worth retrying once fixed)', async (context) => {
    if (!certificate) return context.skip('openssl is not available to make a test certificate');
    const fake = await start({ tls: certificate });
    const error = await send(optionsFor(fake.port, { host: 'localhost' }));
    expect(error).toBeInstanceOf(MailDeliveryError);
    expect(error!.permanent).toBe(false);
    expect(error!.message).toMatch(/certificate/);
    expect(verbs(fake.sessions[0]!)).not.toContain('MAIL');
  });

  it('refuses a server without STARTTLS when the URL requires it, sending nothing', async () => {
    const fake = await start();
    const error = await send(optionsFor(fake.port, { startTls: 'require' }));
    expect(error).toBeInstanceOf(MailDeliveryError);
    expect(error!.permanent).toBe(false);
    expect(error!.message).toMatch(/STARTTLS/);
    expect(verbs(fake.sessions[0]!)).not.toContain('MAIL');
    expect(verbs(fake.sessions[0]!)).not.toContain('DATA');
  });

  const external = Object.values(networkInterfaces())
    .flat()
    .find((address) => address && address.family === 'IPv4' && !address.internal)?.address;
  it.skipIf(!external)('never sends the password unencrypted to another machine', async () => {
    const fake = await start({ authMechanisms: 'PLAIN', host: external! });
    const error = await send(optionsFor(fake.port, { host: external!, auth: { user: 'u', pass: 'p' } }));
    expect(error).toBeInstanceOf(MailDeliveryError);
    expect(error!.message).toMatch(/STARTTLS/);
    expect(fake.sessions[0]!.auth).toBeNull();
    expect(verbs(fake.sessions[0]!)).not.toContain('AUTH');
  });

  it('will not even connect when SMTP_URL forbids STARTTLS but has a password for another machine', async () => {
    const error = await send(optionsFor(9, { host: '192.0.2.1', startTls: 'never', auth: { user: 'u', pass: 'p' } }));
    expect(error).toBeInstanceOf(MailDeliveryError);
    expect(error!.message).toBe(PASSWORD_NEEDS_TLS);
  });

  it('reports a refused recipient as permanent, a busy server or a dead one as worth retrying', async () => {
    const refusing = await start({ refuseRecipient: { address: 'gone@example.org', reply: '550 5.1.1 no such user' } });
    const refused = await send(optionsFor(refusing.port), { to: 'gone@example.org' });
    expect(refused).toBeInstanceOf(MailDeliveryError);
    expect(refused).toMatchObject({ permanent: true });
    expect(refused!.message).toMatch(/550 5\.1\.1 no such user/);
    const busy = await start({ refuseRecipient: { address: 'later@example.org', reply: '451 4.3.0 try again later' } });
    expect(await send(optionsFor(busy.port), { to: 'later@example.org' })).toMatchObject({
      permanent: false,
      message: expect.stringMatching(/451/),
    });
    const closedPort = refusing.port;
    refusing.server.close();
    await new Promise((resolve) => setTimeout(resolve, 20));
    const dead = await send(optionsFor(closedPort));
    expect(dead).toBeInstanceOf(MailDeliveryError);
    expect(dead!.permanent).toBe(false);
    expect(dead!.message).toMatch(/Could not talk to the mail server/);
  });

  it('gives up on a silent server, and on a conversation that drags past its deadline, instead of hanging', async () => {
    const silent = createServer((socket) => socket.on('error', () => undefined));
    const slow = createServer((socket) => {
      socket.on('error', () => undefined);
      socket.write('220 slow.example\r\n');
      socket.on('data', () => setTimeout(() => socket.writable && socket.write('250 fine, eventually\r\n'), 150));
    });
    for (const server of [silent, slow]) {
      servers.push(server);
      await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    }
    const portOf = (server: Server) => (server.address() as { port: number }).port;
    const started = Date.now();
    const quiet = await send(optionsFor(portOf(silent), { timeoutMs: 200 }));
    expect(quiet).toBeInstanceOf(MailDeliveryError);
    expect(quiet!.permanent).toBe(false);
    expect(quiet!.message).toMatch(/did not answer in time/);
    const dragging = await send(optionsFor(portOf(slow), { timeoutMs: 5000, deadlineMs: 400 }));
    expect(dragging).toBeInstanceOf(MailDeliveryError);
    expect(dragging!.permanent).toBe(false);
    expect(dragging!.message).toMatch(/giving up/);
    expect(Date.now() - started).toBeLessThan(3000);
  });

  it('refuses a MAIL_FROM that is not an address, without connecting', async () => {
    const error = await send(optionsFor(9), {}, 'not an address');
    expect(error).toBeInstanceOf(MailDeliveryError);
    expect(error!.message).toMatch(/MAIL_FROM/);
  });
});

describe('SMTP transport, the message as the local sink receives it', () => {
  const sinks: Awaited<ReturnType<typeof startSmtpSink>>[] = [];
  afterEach(async () => {
    for (const sink of sinks.splice(0)) await sink.close();
  });
  async function deliver(changes: Partial<OutboxRow>, from = 'Scientist-Leaders Africa <hello@scientistleaders.africa>') {
    const sink = await startSmtpSink();
    sinks.push(sink);
    expect(await send(optionsFor(sink.port), changes, from)).toBeNull();
    expect(sink.received).toHaveLength(1);
    return sink.received[0]!;
  }

  it('builds the MIME message from the outbox row: headers, a UTF-8 subject, text and HTML as alternatives', async () => {
    const text = 'Hello Amá,\n.a line with a dot\nConfirm: https://example.org/newsletter/confirm?token=abc';
    const mail = await deliver({
      to: 'Ama@example.org',
      replyTo: 'team@example.org',
      subject: 'Bienvenue, Amá — confirm',
      text,
      html: '<p>Hello Amá</p>',
      headers: { 'List-Unsubscribe': '<https://example.org/newsletter/unsubscribe?token=xyz>' },
    });
    expect(mail.from).toBe('hello@scientistleaders.africa');
    expect(mail.to).toEqual(['Ama@example.org']);
    const message = readMessage(mail.data);
    expect(decodeWords(message.header('From')!)).toMatch(/^"?Scientist-Leaders Africa"? <hello@scientistleaders\.africa>$/);
    expect(message.header('To')).toBe('Ama@example.org');
    expect(message.header('Reply-To')).toBe('team@example.org');
    expect(message.header('Message-ID')).toBe('<outbox-42-1772442000000@scientistleaders.africa>');
    expect(message.header('List-Unsubscribe')).toBe('<https://example.org/newsletter/unsubscribe?token=xyz>');
    expect(message.header('MIME-Version')).toBe('1.0');
    expect(message.header('Date')).toMatch(/^\w{3}, \d{2} \w{3} \d{4} \d{2}:\d{2}:\d{2} \+0000$/);
    expect(message.header('Subject')).toMatch(/^=\?UTF-8\?[BQ]\?/i);
    expect(decodeWords(message.header('Subject')!)).toBe('Bienvenue, Amá — confirm');
    expect(message.header('Content-Type')).toMatch(/^multipart\/alternative;/);
    expect(message.parts.map((part) => part.type?.split(';')[0])).toEqual(['text/plain', 'text/html']);
    expect(message.parts.map((part) => part.encoding)).toEqual(['quoted-printable', 'quoted-printable']);
    expect(message.parts[0]!.type).toMatch(/charset=utf-8/i);
    expect(message.parts[0]!.text).toBe(text.replace(/\n/g, '\r\n'));
    expect(message.parts[1]!.text).toBe('<p>Hello Amá</p>');
  });

  it('sends plain text alone when there is no HTML, and no Reply-To unless given', async () => {
    const message = readMessage((await deliver({ text: 'Just text' })).data);
    expect(message.header('Content-Type')).toMatch(/^text\/plain/);
    expect(message.header('Reply-To')).toBeNull();
    expect(message.parts.map((part) => part.text)).toEqual(['Just text']);
  });

  it('keeps line breaks out of every header, so a subject or header value cannot add headers', async () => {
    const mail = await deliver({
      subject: 'Hi\r\nBcc: victim@example.org',
      headers: { 'X-Campaign': 'spring\r\nBcc: other@example.org', 'X-Evil\r\nBcc': 'x@example.org' },
    });
    const message = readMessage(mail.data);
    expect(message.head).not.toMatch(/^Bcc:/im);
    expect(mail.data.split('\r\n\r\n')[0]).not.toMatch(/\r\nBcc:/i);
    expect(decodeWords(message.header('Subject')!)).toMatch(/^Hi\s+Bcc: victim@example\.org$/);
    expect(mail.to).toEqual(['ama@example.org']);
  });

  it('folds long non-ASCII subjects and keeps quoted-printable lines within 76 characters, round-tripping any text', async () => {
    const subject = 'Bienvenue à Scientist-Leaders Africa — votre inscription est confirmée'.repeat(2);
    const text = `${'é'.repeat(100)}\n${'word '.repeat(40)}\ntrailing space \nä=b`;
    const mail = await deliver({ subject, text });
    const [head, ...body] = mail.data.split('\r\n\r\n');
    for (const line of head!.split('\r\n')) expect(line.length, line).toBeLessThanOrEqual(78);
    const message = readMessage(mail.data);
    expect(decodeWords(message.header('Subject')!)).toBe(subject);
    for (const line of body.join('\r\n\r\n').split('\r\n')) expect(line.length, line).toBeLessThanOrEqual(76);
    expect(message.parts[0]!.text).toBe(text.replace(/\n/g, '\r\n'));
  });
});

describe('SMTP settings', () => {
  it('reads SMTP_URL, and explains what is wrong with a bad one', () => {
    expect(parseSmtpUrl('smtp://user%40example.org:p%40ss@mail.example.org')).toMatchObject({
      host: 'mail.example.org',
      port: 587,
      secure: false,
      startTls: 'auto',
      auth: { user: 'user@example.org', pass: 'p@ss' },
    });
    expect(parseSmtpUrl('smtps://mail.example.org')).toMatchObject({ port: 465, secure: true, auth: null });
    expect(parseSmtpUrl('smtp://localhost:2525?starttls=never')).toMatchObject({ port: 2525, startTls: 'never' });
    expect(() => parseSmtpUrl('http://mail.example.org')).toThrow(/smtp:\/\/ or smtps:\/\//);
    expect(() => parseSmtpUrl('not a url')).toThrow(/not a URL/);
    expect(() => parseSmtpUrl('smtp://mail.example.org?starttls=maybe')).toThrow(/starttls/);
  });

  it('turns SMTP_URL into connection settings: STARTTLS required with a password for another machine', () => {
    const settings = (url: string) => smtpConnectionSettings(parseSmtpUrl(url));
    expect(settings('smtp://mail.example.org')).toMatchObject({
      host: 'mail.example.org',
      port: 587,
      secure: false,
      requireTLS: false,
      ignoreTLS: false,
      forceAuth: false,
    });
    expect(settings('smtp://u:p@mail.example.org')).toMatchObject({
      requireTLS: true,
      ignoreTLS: false,
      forceAuth: true,
      auth: { user: 'u', pass: 'p' },
    });
    expect(settings('smtp://u:p@127.0.0.1:2525?starttls=never')).toMatchObject({ requireTLS: false, ignoreTLS: true });
    expect(settings('smtp://mail.example.org?starttls=require')).toMatchObject({ requireTLS: true });
    expect(settings('smtps://u:p@mail.example.org')).toMatchObject({ secure: true, port: 465, requireTLS: false });
    expect(settings('smtp://mail.example.org?name=www.example.org')).toMatchObject({
      name: 'www.example.org',
      disableFileAccess: true,
      disableUrlAccess: true,
    });
    expect(() => settings('smtp://u:p@mail.example.org?starttls=never')).toThrow(PASSWORD_NEEDS_TLS);
  });
});
