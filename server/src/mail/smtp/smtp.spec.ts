import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createServer, type Server, type Socket } from 'node:net';
import { networkInterfaces, tmpdir } from 'node:os';
import { join } from 'node:path';
import { TLSSocket } from 'node:tls';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { OutboxRow } from '../../db/schema.js';
import { MailDeliveryError } from '../outgoingMail.js';
import { smtpTransport } from '../transports/smtpTransport.js';
import { encodeHeaderValue, mimeMessage } from './mimeMessage.js';
import { quotedPrintable } from './quotedPrintable.js';
import { dotStuff, sendSmtp } from './sendSmtp.js';
import { SmtpError } from './smtpConnection.js';
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
    const reply = (...lines: string[]) => stream.write(lines.map((line, index) => `${line.slice(0, 3)}${index < lines.length - 1 ? '-' : ' '}${line.slice(4)}\r\n`).join(''));
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
          reply('220 go ahead');
          socket.removeListener('data', onData);
          const secure = new TLSSocket(socket, { isServer: true, key: options.tls!.key, cert: options.tls!.cert });
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
          if (options.refuseRecipient && line.includes(options.refuseRecipient.address)) return reply(options.refuseRecipient.reply);
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
    text
      .replace(/=\r\n/g, '')
      .replace(/=([0-9A-F]{2})/g, (_match, hex: string) => String.fromCharCode(parseInt(hex, 16))),
    'latin1',
  ).toString('utf8');

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

describe('SMTP client', () => {
  let certificate: { key: string; cert: string } | null = null;
  beforeAll(() => {
    const folder = mkdtempSync(join(tmpdir(), 'sla-smtp-'));
    try {
      execFileSync('openssl', ['req', '-x509', '-newkey', 'rsa:2048', '-nodes', '-keyout', join(folder, 'key.pem'), '-out', join(folder, 'cert.pem'), '-days', '1', '-subj', '/CN=localhost', '-addext', 'subjectAltName=DNS:localhost,IP:127.0.0.1'], { stdio: 'ignore' });
      certificate = { key: readFileSync(join(folder, 'key.pem'), 'utf8'), cert: readFileSync(join(folder, 'cert.pem'), 'utf8') };
    } catch {
      certificate = null;
    } finally {
      rmSync(folder, { recursive: true, force: true });
    }
  });

  it('holds the whole conversation: EHLO, AUTH PLAIN, MAIL FROM, RCPT TO, DATA, QUIT', async () => {
    const fake = await start({ authMechanisms: 'PLAIN LOGIN' });
    const accepted = await sendSmtp(optionsFor(fake.port, { auth: { user: 'mailer', pass: 'sécret:pass' } }), { from: 'hello@example.org', to: ['ama@example.org'] }, 'Subject: Hi\r\n\r\nHello Ama\r\n');
    expect(accepted).toBe('2.0.0 queued as FAKE123');
    const [session] = fake.sessions;
    expect(session!.commands.map((command) => command.replace(/^AUTH PLAIN .*/, 'AUTH PLAIN …'))).toEqual([
      'EHLO test.client',
      'AUTH PLAIN …',
      'MAIL FROM:<hello@example.org>',
      'RCPT TO:<ama@example.org>',
      'DATA',
      'QUIT',
    ]);
    expect(session!.auth).toEqual({ user: 'mailer', pass: 'sécret:pass' });
    expect(session!.rawData).toBe('Subject: Hi\r\n\r\nHello Ama\r\n');
  });

  it('signs in with AUTH LOGIN when that is all the server offers', async () => {
    const fake = await start({ authMechanisms: 'LOGIN' });
    await sendSmtp(optionsFor(fake.port, { auth: { user: 'mailer', pass: 'pw' } }), { from: 'a@example.org', to: ['b@example.org'] }, 'x');
    expect(fake.sessions[0]!.commands.slice(0, 2)).toEqual(['EHLO test.client', 'AUTH LOGIN']);
    expect(fake.sessions[0]!.auth).toEqual({ user: 'mailer', pass: 'pw' });
  });

  it('dot-stuffs lines that start with a dot, so the message cannot end early', async () => {
    const fake = await start();
    const data = 'Line one\n.hidden line\n.\n..two dots\nlast';
    await sendSmtp(optionsFor(fake.port), { from: 'a@example.org', to: ['b@example.org'] }, data);
    const raw = fake.sessions[0]!.rawData;
    expect(raw).toBe('Line one\r\n..hidden line\r\n..\r\n...two dots\r\nlast\r\n');
    expect(undoDotStuffing(raw)).toBe(`${data.replace(/\n/g, '\r\n')}\r\n`);
    expect(dotStuff('a\r\n')).toBe('a\r\n.\r\n');
  });

  it('upgrades to TLS with STARTTLS when offered, and signs in only then', async (context) => {
    if (!certificate) return context.skip('openssl is not available to make a test certificate');
    const fake = await start({ tls: certificate, authMechanisms: 'PLAIN' });
    await sendSmtp(optionsFor(fake.port, { host: 'localhost', auth: { user: 'u', pass: 'p' }, tls: { ca: certificate.cert } }), { from: 'a@example.org', to: ['b@example.org'] }, 'over tls');
    const [session] = fake.sessions;
    expect(session!.tls).toBe(true);
    expect(session!.commands.slice(0, 4).map((command) => command.split(' ')[0])).toEqual(['EHLO', 'STARTTLS', 'EHLO', 'AUTH']);
    expect(session!.rawData).toBe('over tls\r\n');
  });

  it('refuses a server without STARTTLS when the URL requires it, sending nothing', async () => {
    const fake = await start();
    const error = await sendSmtp(optionsFor(fake.port, { startTls: 'require' }), { from: 'a@example.org', to: ['b@example.org'] }, 'x').catch((caught) => caught);
    expect(error).toBeInstanceOf(SmtpError);
    expect(error.message).toMatch(/does not offer STARTTLS/);
    expect(fake.sessions[0]!.commands).not.toContain('DATA');
  });

  const external = Object.values(networkInterfaces())
    .flat()
    .find((address) => address && address.family === 'IPv4' && !address.internal)?.address;
  it.skipIf(!external)('never sends the password unencrypted to another machine', async () => {
    const fake = await start({ authMechanisms: 'PLAIN', host: external! });
    const error = await sendSmtp(optionsFor(fake.port, { host: external!, auth: { user: 'u', pass: 'p' } }), { from: 'a@example.org', to: ['b@example.org'] }, 'x').catch((caught) => caught);
    expect(error.message).toMatch(/unencrypted/);
    expect(fake.sessions[0]!.auth).toBeNull();
  });

  it('reports a refused recipient as permanent, a busy server or a dead one as worth retrying', async () => {
    const refusing = await start({ refuseRecipient: { address: 'gone@example.org', reply: '550 5.1.1 no such user' } });
    const refused = await sendSmtp(optionsFor(refusing.port), { from: 'a@example.org', to: ['gone@example.org'] }, 'x').catch((caught) => caught);
    expect(refused).toMatchObject({ code: 550, refused: true });
    const busy = await start({ refuseRecipient: { address: 'later@example.org', reply: '451 4.3.0 try again later' } });
    expect(await sendSmtp(optionsFor(busy.port), { from: 'a@example.org', to: ['later@example.org'] }, 'x').catch((caught) => caught)).toMatchObject({ code: 451, refused: false });
    const closedPort = refusing.port;
    refusing.server.close();
    await new Promise((resolve) => setTimeout(resolve, 20));
    const dead = await sendSmtp(optionsFor(closedPort), { from: 'a@example.org', to: ['b@example.org'] }, 'x').catch((caught) => caught);
    expect(dead).toBeInstanceOf(SmtpError);
    expect(dead.refused).toBe(false);
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
    const quiet = await sendSmtp(optionsFor(portOf(silent), { timeoutMs: 200 }), { from: 'a@example.org', to: ['b@example.org'] }, 'x').catch((caught) => caught);
    expect(quiet).toBeInstanceOf(SmtpError);
    expect(quiet.message).toMatch(/did not answer in time/);
    const dragging = await sendSmtp(optionsFor(portOf(slow), { timeoutMs: 5000, deadlineMs: 400 }), { from: 'a@example.org', to: ['b@example.org'] }, 'x').catch(
      (caught) => caught,
    );
    expect(dragging).toBeInstanceOf(SmtpError);
    expect(dragging.message).toMatch(/giving up/);
    expect(Date.now() - started).toBeLessThan(3000);
  });

  it('as a transport: builds the MIME message from the outbox row, and turns a refusal into a permanent failure', async () => {
    const fake = await start({ refuseRecipient: { address: 'gone@example.org', reply: '550 5.1.1 no such user' } });
    const transport = smtpTransport(optionsFor(fake.port));
    const row: OutboxRow = {
      id: 42,
      kind: 'newsletter_confirmation',
      status: 'sending',
      attempts: 1,
      nextAttemptAt: new Date('2026-03-02T09:05:00Z'),
      lastError: null,
      transport: null,
      dedupeKey: null,
      sentAt: null,
      to: 'Ama@example.org',
      replyTo: 'team@example.org',
      subject: 'Bienvenue, Amá — confirm',
      text: 'Hello Amá,\n.a line with a dot\nConfirm: https://example.org/newsletter/confirm?token=abc',
      html: '<p>Hello Amá</p>',
      headers: { 'List-Unsubscribe': '<https://example.org/newsletter/unsubscribe?token=xyz>' },
      createdAt: new Date('2026-03-02T09:00:00Z'),
    };
    await transport.send(row, 'Scientist-Leaders Africa <hello@scientistleaders.africa>');
    const [session] = fake.sessions;
    expect(session!.commands).toContain('MAIL FROM:<hello@scientistleaders.africa>');
    expect(session!.commands).toContain('RCPT TO:<Ama@example.org>');
    const message = undoDotStuffing(session!.rawData);
    expect(message).toContain('From: "Scientist-Leaders Africa" <hello@scientistleaders.africa>\r\n');
    expect(message).toContain('Reply-To: team@example.org\r\n');
    expect(message).toContain('Message-ID: <outbox-42-1772442000000@scientistleaders.africa>\r\n');
    expect(message).toContain('List-Unsubscribe: <https://example.org/newsletter/unsubscribe?token=xyz>\r\n');
    expect(message).toMatch(/Subject: =\?UTF-8\?B\?/);
    expect(message).toContain('Content-Type: multipart/alternative');
    const textPart = message.split('Content-Transfer-Encoding: quoted-printable\r\n\r\n')[1]!.split('\r\n--')[0]!;
    expect(decodeQuotedPrintable(textPart)).toBe(row.text.replace(/\n/g, '\r\n'));
    expect(session!.rawData).toContain('\r\n..a line with a dot');

    const error = await transport.send({ ...row, to: 'gone@example.org' }, 'hello@example.org').catch((caught) => caught);
    expect(error).toBeInstanceOf(MailDeliveryError);
    expect(error.permanent).toBe(true);
  });
});

describe('MIME and SMTP settings', () => {
  it('encodes non-ASCII headers as short encoded words and strips line breaks from every header', () => {
    expect(encodeHeaderValue('Plain subject')).toBe('Plain subject');
    const encoded = encodeHeaderValue('Bienvenue à Scientist-Leaders Africa — votre inscription est confirmée'.repeat(2));
    for (const line of encoded.split('\r\n')) expect(line.length).toBeLessThanOrEqual(76);
    const message = mimeMessage({ from: 'a@example.org', to: 'b@example.org', subject: 'Hi\r\nBcc: victim@example.org', text: 'x', messageId: 'id@example.org', date: new Date(0) });
    expect(message).toContain('Subject: Hi  Bcc: victim@example.org\r\n');
    expect(message).not.toMatch(/^Bcc:/m);
  });

  it('keeps quoted-printable lines within 76 characters and round-trips any text', () => {
    const text = `${'é'.repeat(100)}\n${'word '.repeat(40)}\ntrailing space \nä=b`;
    const encoded = quotedPrintable(text);
    for (const line of encoded.split('\r\n')) expect(line.length).toBeLessThanOrEqual(76);
    expect(decodeQuotedPrintable(encoded)).toBe(text.replace(/\n/g, '\r\n'));
  });

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
});
