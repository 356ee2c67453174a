import { connect as connectPlain, type Socket } from 'node:net';
import { connect as connectTls, type ConnectionOptions, type TLSSocket } from 'node:tls';

export interface SmtpReply {
  code: number;
  /** The text of each line, without the code. */
  lines: string[];
}

/**
 * A failed exchange with the mail server; `code` is the server's reply code when it gave one.
 * `refused`: the server will never take this message (a 5xx to the recipient or the content).
 */
export class SmtpError extends Error {
  constructor(
    message: string,
    readonly code: number | null = null,
    readonly refused = false,
  ) {
    super(message);
    this.name = 'SmtpError';
  }
}

/**
 * One connection to a mail server: writes command lines and reads replies, multi-line ones
 * ("250-…" then "250 …") as one. A reply that arrives before anyone asks for it is kept.
 */
export class SmtpConnection {
  private buffer = '';
  private pendingLines: string[] = [];
  private readonly replies: SmtpReply[] = [];
  private readonly waiters: { resolve: (reply: SmtpReply) => void; reject: (error: Error) => void }[] = [];
  private failure: Error | null = null;
  private readonly onData = (chunk: Buffer) => this.feed(chunk.toString('utf8'));
  private readonly onError = (error: Error) => this.fail(error instanceof SmtpError ? error : new SmtpError(`Could not talk to the mail server: ${error.message}`));
  private readonly onClose = () => this.fail(new SmtpError('The mail server closed the connection.'));
  private readonly onTimeout = () => this.socket.destroy(new SmtpError('The mail server did not answer in time.'));

  private constructor(
    private socket: Socket | TLSSocket,
    private readonly timeoutMs: number,
  ) {
    this.attach(socket);
  }

  static open(options: { host: string; port: number; secure: boolean; tls?: ConnectionOptions; timeoutMs: number }): Promise<SmtpConnection> {
    return new Promise((resolve, reject) => {
      const socket = options.secure
        ? connectTls({ host: options.host, port: options.port, servername: options.host, ...options.tls })
        : connectPlain({ host: options.host, port: options.port });
      const failed = (error: Error) => reject(new SmtpError(`Could not connect to the mail server ${options.host}:${options.port}: ${error.message}`));
      const timedOut = () => socket.destroy(new Error('no answer in time'));
      // A socket error nobody listens to would crash the service; late ones are not news.
      socket.on('error', () => undefined);
      socket.once('error', failed);
      socket.setTimeout(options.timeoutMs);
      socket.once('timeout', timedOut);
      socket.once(options.secure ? 'secureConnect' : 'connect', () => {
        socket.off('error', failed);
        socket.off('timeout', timedOut);
        resolve(new SmtpConnection(socket, options.timeoutMs));
      });
    });
  }

  get encrypted(): boolean {
    return 'encrypted' in this.socket && this.socket.encrypted === true;
  }

  /** STARTTLS: the same connection, encrypted from here on. */
  async upgrade(host: string, tls: ConnectionOptions = {}): Promise<void> {
    this.detach(this.socket);
    const plain = this.socket;
    const secure = await new Promise<TLSSocket>((resolve, reject) => {
      const upgraded = connectTls({ socket: plain, servername: host, ...tls });
      const timedOut = () => upgraded.destroy(new Error('no answer in time'));
      upgraded.on('error', () => undefined);
      upgraded.setTimeout(this.timeoutMs);
      upgraded.once('timeout', timedOut);
      upgraded.once('error', (error) => reject(new SmtpError(`STARTTLS failed: ${error.message}`)));
      upgraded.once('secureConnect', () => {
        upgraded.off('timeout', timedOut);
        resolve(upgraded);
      });
    });
    this.socket = secure;
    this.attach(secure);
  }

  write(text: string): void {
    this.socket.write(text);
  }

  read(): Promise<SmtpReply> {
    const ready = this.replies.shift();
    if (ready) return Promise.resolve(ready);
    if (this.failure) return Promise.reject(this.failure);
    return new Promise((resolve, reject) => this.waiters.push({ resolve, reject }));
  }

  /** Sends one command line and reads its reply, which must have one of the expected codes. */
  async command(line: string, expected: number[], describe = line.split(' ')[0]!): Promise<SmtpReply> {
    this.write(`${line}\r\n`);
    return this.expect(expected, describe);
  }

  async expect(expected: number[], describe: string): Promise<SmtpReply> {
    const reply = await this.read();
    if (!expected.includes(reply.code)) throw new SmtpError(`The mail server refused ${describe}: ${reply.code} ${reply.lines.join(' ')}`.trim(), reply.code);
    return reply;
  }

  /** Ends the connection; anything still waiting for a reply fails with `reason`. */
  close(reason = 'The connection to the mail server was closed.'): void {
    this.fail(new SmtpError(reason));
    this.detach(this.socket);
    this.socket.end();
    this.socket.destroy();
  }

  private attach(socket: Socket): void {
    socket.setTimeout(this.timeoutMs);
    socket.on('timeout', this.onTimeout);
    socket.on('data', this.onData);
    socket.on('error', this.onError);
    socket.on('close', this.onClose);
  }

  private detach(socket: Socket): void {
    socket.setTimeout(0);
    socket.off('timeout', this.onTimeout);
    socket.off('data', this.onData);
    socket.off('error', this.onError);
    socket.off('close', this.onClose);
  }

  private feed(text: string): void {
    this.buffer += text;
    let end: number;
    while ((end = this.buffer.indexOf('\n')) >= 0) {
      const line = this.buffer.slice(0, end).replace(/\r$/, '');
      this.buffer = this.buffer.slice(end + 1);
      const match = /^(\d{3})([ -]?)(.*)$/.exec(line);
      if (!match) return this.fail(new SmtpError(`The mail server answered something that is not SMTP: ${line.slice(0, 80)}`));
      this.pendingLines.push(match[3]!);
      if (match[2] === '-') continue;
      const reply = { code: Number(match[1]), lines: this.pendingLines };
      this.pendingLines = [];
      const waiter = this.waiters.shift();
      if (waiter) waiter.resolve(reply);
      else this.replies.push(reply);
    }
  }

  private fail(error: Error): void {
    this.failure ??= error;
    for (const waiter of this.waiters.splice(0)) waiter.reject(this.failure);
  }
}
