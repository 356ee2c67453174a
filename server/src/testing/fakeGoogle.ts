import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';

export interface GoogleCall {
  path: string;
  authorization: string | undefined;
  contentType: string | undefined;
  /** The JSON body (Identity Toolkit) or the form's fields (token endpoint). */
  body: Record<string, unknown>;
}

/**
 * Stands in for Google's token endpoint (POST /token) and the Identity Toolkit API (POST …/accounts:update,
 * …/accounts:delete, …/accounts:lookup and …/accounts:sendOobCode, under any prefix, as the emulator's is): records
 * each call, knows which uids (and e-mail addresses) have an account (USER_NOT_FOUND / EMAIL_NOT_FOUND for the
 * others), and fails or stays silent when told.
 */
export async function fakeGoogle() {
  const calls: GoogleCall[] = [];
  const accounts = new Set<string>();
  const emails = new Set<string>();
  let issued = 0;
  const script = {
    /** The next token exchanges answer this (status, JSON) instead of a token. */
    tokenRefusals: [] as { status: number; body: object }[],
    /** The next Identity Toolkit calls answer this instead. */
    apiRefusals: [] as { status: number; body: object }[],
    /** Never answers (until the server closes): for timeouts. */
    silent: false,
  };
  const open = new Set<ServerResponse>();

  const answer = (response: ServerResponse, status: number, body: object) => {
    response.statusCode = status;
    response.setHeader('content-type', 'application/json');
    response.end(JSON.stringify(body));
  };
  const handle = (request: IncomingMessage, response: ServerResponse, text: string) => {
    const contentType = request.headers['content-type'];
    const body = contentType?.startsWith('application/x-www-form-urlencoded')
      ? Object.fromEntries(new URLSearchParams(text))
      : (JSON.parse(text || '{}') as Record<string, unknown>);
    calls.push({ path: request.url!, authorization: request.headers.authorization, contentType, body });
    if (script.silent) return void open.add(response);
    if (request.url === '/token') {
      const refusal = script.tokenRefusals.shift();
      if (refusal) return answer(response, refusal.status, refusal.body);
      return answer(response, 200, { access_token: `token-${++issued}`, expires_in: 3600, token_type: 'Bearer' });
    }
    const refusal = script.apiRefusals.shift();
    if (refusal) return answer(response, refusal.status, refusal.body);
    const method = /\/v1\/projects\/[^/]+\/accounts:(update|delete|lookup|sendOobCode)$/.exec(request.url!)?.[1];
    if (!method) return answer(response, 404, { error: { code: 404, message: 'NOT_FOUND' } });
    if (method === 'lookup') {
      const known = (body.localId as string[]).filter((uid) => accounts.has(uid));
      const users = known.map((localId) => ({
        localId,
        email: `${localId}@example.org`,
        emailVerified: false,
        passwordUpdatedAt: 1_690_000_000_000,
        lastLoginAt: '1700000000000',
        providerUserInfo: [{ providerId: 'password' }],
      }));
      return answer(response, 200, users.length ? { users } : {});
    }
    if (method === 'sendOobCode') {
      if (body.requestType === 'VERIFY_EMAIL' && !emails.has(String(body.email)))
        return answer(response, 400, { error: { code: 400, message: 'EMAIL_NOT_FOUND' } });
      const mode = body.requestType === 'EMAIL_SIGNIN' ? 'signIn' : 'verifyEmail';
      const continueUrl = encodeURIComponent(String(body.continueUrl));
      return answer(response, 200, {
        oobLink: `https://sla.firebaseapp.com/__/auth/action?mode=${mode}&oobCode=oob-${calls.length}&apiKey=k&continueUrl=${continueUrl}`,
      });
    }
    if (!accounts.has(String(body.localId)))
      return answer(response, 400, { error: { code: 400, message: 'USER_NOT_FOUND', errors: [{ message: 'USER_NOT_FOUND' }] } });
    return answer(response, 200, { localId: body.localId, kind: 'identitytoolkit#SetAccountInfoResponse' });
  };

  const server: Server = createServer((request, response) => {
    let text = '';
    request.on('data', (chunk) => (text += chunk));
    request.on('end', () => handle(request, response, text));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const host = `127.0.0.1:${(server.address() as { port: number }).port}`;
  return {
    host,
    base: `http://${host}`,
    calls,
    accounts,
    emails,
    script,
    close: () =>
      new Promise<void>((resolve) => {
        for (const response of open) response.destroy();
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
