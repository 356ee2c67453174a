// A local stand-in for Paystack (decision 0050): these machines reach no payment provider, so tests, the end-to-end run
// and a demo talk to this instead. It implements the parts of Paystack's documented API the site uses, with the same
// shapes: POST /transaction/initialize and GET /transaction/verify/:reference (Bearer secret key, answers
// { status, message, data }), a page standing in for the hosted checkout where the donor approves or declines, and
// webhooks as Paystack sends them (JSON body, X-Paystack-Signature = HMAC-SHA512 of the raw body with the secret key).
// No money moves: the page says so.
import { createHmac, randomBytes } from 'node:crypto';
import { createServer } from 'node:http';
import { escapeHtml, readBody } from '../standinHttp.mjs';

/** The X-Paystack-Signature Paystack sends: hex HMAC-SHA512 of the exact body, keyed with the secret key. */
export function paystackSignature(body, secretKey) {
  return createHmac('sha512', secretKey).update(body).digest('hex');
}

/**
 * Starts the stand-in. `webhookUrl` is where signed events go (the data service's /api/paystack/webhook);
 * `webhookDelayMs` is how long after the donor approves "on their phone" Paystack's event arrives, so the donor's page
 * first shows the payment as pending, as it often is with mobile money. With `webhookDelayMs: null` the event waits for the
 * caller instead (POST /_standin/settle/<reference>), so a test sees the pending page first without waiting a set time.
 */
export async function startPaystackStandIn({ secretKey, webhookUrl = null, port = 0, host = '127.0.0.1', webhookDelayMs = 0 }) {
  /** reference → transaction, as Paystack keeps it. */
  const transactions = new Map();
  /** Every webhook delivery made: body, signature, and the answer's status. */
  const deliveries = [];
  const requests = [];
  let nextId = 4_100_000;
  let base = '';

  const json = (response, status, payload) => {
    response.writeHead(status, { 'content-type': 'application/json' });
    response.end(JSON.stringify(payload));
  };
  const authorised = (request) => request.headers.authorization === `Bearer ${secretKey}`;

  /** The event Paystack sends when a charge succeeds: its documented shape, the transaction as verify shows it. */
  const chargeSuccess = (transaction, overrides = {}) => ({
    event: 'charge.success',
    data: { ...publicView(transaction), ...overrides },
  });
  const publicView = (t) => ({
    id: t.id,
    domain: 'test',
    status: t.status,
    reference: t.reference,
    amount: t.amount,
    message: null,
    gateway_response: t.gatewayResponse,
    paid_at: t.paidAt,
    created_at: t.createdAt,
    channel: 'mobile_money',
    currency: t.currency,
    metadata: t.metadata,
    customer: { id: 1, email: t.email, customer_code: 'CUS_standin', phone: t.phone ?? null },
    authorization: { channel: 'mobile_money', bank: t.network ?? 'M-PESA', country_code: 'KE', reusable: false },
  });

  /** Sends a body signed with `secret` (the real key unless a test wants a forged one) to the webhook. */
  async function deliver(body, { secret = secretKey, signature } = {}) {
    if (!webhookUrl) throw new Error('The Paystack stand-in has no webhook URL to deliver to.');
    const raw = typeof body === 'string' ? body : JSON.stringify(body);
    const sent = signature ?? paystackSignature(raw, secret);
    const answer = await fetch(webhookUrl, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-paystack-signature': sent },
      body: raw,
    });
    const delivery = { body: raw, signature: sent, status: answer.status, answer: await answer.text() };
    deliveries.push(delivery);
    return delivery;
  }

  /**
   * What happens on the donor's phone: 'success' marks the transaction paid and (unless `deliverEvent` is false) sends
   * charge.success; 'failed' marks it declined. Paystack sends no event for a declined charge; verify tells.
   * `amount`/`currency` change what the event says was paid (a test of the checks on it).
   */
  async function settle(reference, { outcome, amount, currency, deliverEvent = true } = {}) {
    const transaction = transactions.get(reference);
    if (!transaction) throw new Error(`No stand-in transaction ${reference}.`);
    if (outcome === 'failed') {
      Object.assign(transaction, { status: 'failed', gatewayResponse: 'Declined by the customer' });
      return null;
    }
    Object.assign(transaction, { status: 'success', gatewayResponse: 'Approved', paidAt: new Date().toISOString() });
    const event = chargeSuccess(transaction, {
      ...(amount === undefined ? {} : { amount }),
      ...(currency === undefined ? {} : { currency }),
    });
    return deliverEvent ? deliver(event) : event;
  }

  function checkoutPage(transaction) {
    const money = `${transaction.currency} ${(transaction.amount / 100).toFixed(2)}`;
    return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width">
<title>Paystack stand-in checkout</title>
<style>body{font-family:system-ui,sans-serif;max-width:28rem;margin:2rem auto;padding:0 1rem;line-height:1.5}
label,button{display:block;margin-top:1rem}input{font:inherit;padding:.4rem;width:100%;box-sizing:border-box}
button{font:inherit;padding:.6rem 1rem;width:100%}.note{background:#fff4ce;padding:.6rem;border-radius:.3rem}</style></head>
<body><main><h1>Pay ${escapeHtml(money)} with mobile money</h1>
<p class="note">Local stand-in for Paystack's checkout: no money moves.</p>
<p>To: ${escapeHtml(transaction.email)} · Reference ${escapeHtml(transaction.reference)}</p>
<form method="post" action="/pay/${escapeHtml(transaction.accessCode)}">
<label>Mobile money number<input name="phone" inputmode="tel" value="+254 700 000 000"></label>
<button name="outcome" value="success">Approve on my phone</button>
<button name="outcome" value="failed">Decline on my phone</button>
</form></main></body></html>`;
  }

  const server = createServer(async (request, response) => {
    try {
      const url = new URL(request.url, 'http://standin');
      const raw = await readBody(request);
      requests.push({ method: request.method, path: url.pathname, headers: request.headers, body: raw });

      if (request.method === 'POST' && url.pathname === '/transaction/initialize') {
        if (!authorised(request)) return json(response, 401, { status: false, message: 'Invalid key' });
        let input;
        try {
          input = JSON.parse(raw);
        } catch {
          return json(response, 400, { status: false, message: 'Invalid JSON' });
        }
        const amount = Number(input.amount);
        if (!input.email || !Number.isInteger(amount) || amount <= 0)
          return json(response, 400, { status: false, message: 'Invalid amount or email' });
        const reference = input.reference || randomBytes(8).toString('hex');
        if (transactions.has(reference))
          return json(response, 400, { status: false, message: 'Duplicate Transaction Reference' });
        const accessCode = randomBytes(8).toString('hex');
        const metadata = typeof input.metadata === 'string' ? JSON.parse(input.metadata) : (input.metadata ?? null);
        transactions.set(reference, {
          id: nextId++,
          reference,
          accessCode,
          amount,
          currency: input.currency || 'NGN',
          email: input.email,
          callbackUrl: input.callback_url ?? null,
          channels: input.channels ?? null,
          metadata,
          status: 'abandoned',
          gatewayResponse: 'The transaction was not completed',
          paidAt: null,
          createdAt: new Date().toISOString(),
        });
        return json(response, 200, {
          status: true,
          message: 'Authorization URL created',
          data: { authorization_url: `${base}/pay/${accessCode}`, access_code: accessCode, reference },
        });
      }

      const verify = /^\/transaction\/verify\/([^/]+)$/.exec(url.pathname);
      if (request.method === 'GET' && verify) {
        if (!authorised(request)) return json(response, 401, { status: false, message: 'Invalid key' });
        const transaction = transactions.get(decodeURIComponent(verify[1]));
        if (!transaction) return json(response, 400, { status: false, message: 'Transaction reference not found' });
        return json(response, 200, { status: true, message: 'Verification successful', data: publicView(transaction) });
      }

      const pay = /^\/pay\/([^/]+)$/.exec(url.pathname);
      if (pay) {
        const transaction = [...transactions.values()].find((t) => t.accessCode === pay[1]);
        if (!transaction) return json(response, 404, { status: false, message: 'No such checkout' });
        if (request.method === 'GET') {
          response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
          return response.end(checkoutPage(transaction));
        }
        const form = new URLSearchParams(raw);
        const outcome = form.get('outcome') === 'success' ? 'success' : 'failed';
        transaction.phone = form.get('phone');
        if (outcome === 'failed') await settle(transaction.reference, { outcome });
        else {
          // The donor approved on their phone; the network confirms a little later, and then Paystack's event comes.
          transaction.status = 'ongoing';
          transaction.gatewayResponse = 'Awaiting the network';
          if (webhookDelayMs !== null) {
            setTimeout(() => void settle(transaction.reference, { outcome }).catch(() => {}), webhookDelayMs);
          }
        }
        const back = new URL(transaction.callbackUrl ?? `${base}/`);
        back.searchParams.set('trxref', transaction.reference);
        back.searchParams.set('reference', transaction.reference);
        response.writeHead(303, { location: back.toString() });
        return response.end();
      }

      // For tests driving the stand-in over HTTP (the end-to-end run): settle a transaction as its donor would.
      const control = /^\/_standin\/settle\/([^/]+)$/.exec(url.pathname);
      if (request.method === 'POST' && control) {
        const options = raw ? JSON.parse(raw) : {};
        const delivered = await settle(decodeURIComponent(control[1]), options);
        return json(response, 200, { delivered });
      }
      json(response, 404, { status: false, message: 'Not found in the Paystack stand-in' });
    } catch (error) {
      json(response, 500, { status: false, message: error instanceof Error ? error.message : String(error) });
    }
  });
  await new Promise((resolve) => server.listen(port, host, resolve));
  base = `http://${host}:${server.address().port}`;
  return {
    base,
    transactions,
    deliveries,
    requests,
    settle,
    deliver,
    chargeSuccess: (reference, overrides) => chargeSuccess(transactions.get(reference), overrides),
    close: () => new Promise((resolve) => server.close(resolve)),
  };
}
