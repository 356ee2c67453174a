// A local stand-in for Stripe (decision 0051): these machines reach no payment provider, so the end-to-end run,
// the service's tests and a demo talk to this instead. It speaks the parts of Stripe's documented API the site calls
// through the official SDK, with the same shapes: POST /v1/checkout/sessions (payment and subscription mode),
// GET/POST/DELETE /v1/subscriptions/:id (read, change the item's price, cancel); a page standing in for Checkout where
// the donor pays or goes back; and webhooks as Stripe sends them (JSON event, Stripe-Signature `t=<unix>,v1=<hex>`, the
// HMAC-SHA256 of `<t>.<body>` keyed with the endpoint's secret), delivered one after the other, after Stripe's answer
// to the call that caused them (as Stripe does), so a caller holding a lock while it waits never waits on itself.
// No money moves: the page says so.
import { createHmac, randomBytes } from 'node:crypto';
import { createServer } from 'node:http';
import { escapeHtml, readBody } from '../standinHttp.mjs';

/** The Stripe-Signature header Stripe sends for `payload` at `timestamp` (seconds). */
export function stripeSignature(payload, secret, timestamp = Math.floor(Date.now() / 1000)) {
  const v1 = createHmac('sha256', secret).update(`${timestamp}.${payload}`).digest('hex');
  return `t=${timestamp},v1=${v1}`;
}

/**
 * A form body as the SDK encodes it (`line_items[0][price_data][currency]=usd`) read back into objects; a key of digits
 * makes an array. Repeated keys keep the last value, as Stripe does.
 */
export function readStripeForm(body) {
  const root = {};
  for (const [key, value] of new URLSearchParams(body)) {
    const path = key.split(/\[|\]\[|\]/).filter((part) => part !== '');
    let node = root;
    path.forEach((part, index) => {
      if (index === path.length - 1) node[part] = value;
      else node = node[part] ??= /^\d+$/.test(path[index + 1]) ? [] : {};
    });
  }
  return root;
}

/** A subscription as Stripe shows it, with its one item. */
export function subscriptionView(subscription) {
  return {
    id: subscription.id,
    object: 'subscription',
    status: subscription.status,
    customer: subscription.customer,
    metadata: subscription.metadata ?? {},
    canceled_at: subscription.canceledAt ?? null,
    items: {
      object: 'list',
      data: [
        {
          id: subscription.itemId,
          object: 'subscription_item',
          price: {
            id: subscription.price.id,
            object: 'price',
            product: subscription.price.product,
            unit_amount: subscription.price.unitAmount,
            currency: subscription.price.currency,
            recurring: { interval: 'month', interval_count: 1 },
          },
        },
      ],
    },
  };
}

const stripeError = (message, extra = {}) => ({ error: { type: 'invalid_request_error', message, ...extra } });
const unix = () => Math.floor(Date.now() / 1000);

/**
 * Starts the stand-in.
 * - `secretKey`: the API key callers must send (Bearer); null accepts any.
 * - `webhookSecret`, `webhookUrl`: where signed events go (the data service's /api/stripe/webhook), if anywhere.
 * - `checkoutBase`: the origin of the Checkout page's URL (default the stand-in's own, which serves it).
 * - `statelessSubscriptions`: answer every subscription id as an active subscription with one item (the service's
 *   tests, whose database forgets between tests what the stand-in would remember).
 */
export async function startStripeStandIn({
  secretKey = null,
  webhookSecret = null,
  webhookUrl = null,
  port = 0,
  host = '127.0.0.1',
  checkoutBase = null,
  statelessSubscriptions = false,
} = {}) {
  /** Every request received, in order; Checkout Sessions are numbered by it (cs_test_<n>). */
  const requests = [];
  const sessions = new Map();
  const subscriptions = new Map();
  /** Every webhook delivery made: the event, its signature, and the service's answer. */
  const deliveries = [];
  let failNext = null;
  let next = 1;
  let base = '';
  let sending = Promise.resolve();
  const newId = (prefix) => `${prefix}_${(next++).toString().padStart(4, '0')}${randomBytes(4).toString('hex')}`;

  const json = (response, status, payload) => {
    response.writeHead(status, { 'content-type': 'application/json', 'request-id': `req_${randomBytes(6).toString('hex')}` });
    response.end(JSON.stringify(payload));
  };

  /** Sends one event now, signed with `secret` (the endpoint's unless a test forges one). */
  async function deliver(event, { secret = webhookSecret, timestamp } = {}) {
    if (!webhookUrl || !secret) throw new Error('The Stripe stand-in has no webhook URL or secret to deliver with.');
    const payload = typeof event === 'string' ? event : JSON.stringify(event, null, 2);
    const signature = stripeSignature(payload, secret, timestamp);
    const answer = await fetch(webhookUrl, {
      method: 'POST',
      headers: { 'content-type': 'application/json; charset=utf-8', 'stripe-signature': signature },
      body: payload,
    });
    const delivery = { event: JSON.parse(payload), signature, status: answer.status, answer: await answer.text() };
    deliveries.push(delivery);
    return delivery;
  }

  /** An event as Stripe wraps it. */
  const eventOf = (type, object) => ({
    id: newId('evt'),
    object: 'event',
    api_version: '2026-10-28.endive',
    created: unix(),
    livemode: false,
    pending_webhooks: 1,
    request: { id: null, idempotency_key: null },
    type,
    data: { object },
  });

  /** Queues events for delivery one after the other; resolves when they are delivered (or nowhere to send). */
  function send(...events) {
    if (!webhookUrl || !webhookSecret) return Promise.resolve([]);
    const done = sending.then(async () => {
      const made = [];
      for (const event of events) made.push(await deliver(event));
      return made;
    });
    sending = done.catch(() => {});
    return done;
  }

  function subscriptionOf(id) {
    if (statelessSubscriptions && !subscriptions.has(id))
      return {
        id,
        status: 'active',
        customer: null,
        itemId: `si_${id}`,
        price: { id: 'price_1', product: 'prod_gift', unitAmount: null, currency: null },
      };
    return subscriptions.get(id) ?? null;
  }

  /** The session as Stripe shows it, and in checkout.session.completed. */
  const sessionView = (session) => ({
    id: session.id,
    object: 'checkout.session',
    mode: session.mode,
    status: session.status,
    payment_status: session.paymentStatus,
    amount_total: session.amount,
    currency: session.currency,
    customer: session.customer,
    customer_email: session.email,
    customer_details: session.paidBy ? { email: session.paidBy.email, name: session.paidBy.name } : null,
    metadata: session.metadata,
    subscription: session.subscription,
    success_url: session.successUrl,
    cancel_url: session.cancelUrl,
    url: session.status === 'open' ? session.url : null,
  });

  /** The invoice an event about a subscription's payment carries (the API's current shape: the subscription under parent). */
  const invoiceOf = (subscription, { paid, reason = 'subscription_cycle' }) => ({
    id: newId('in'),
    object: 'invoice',
    billing_reason: reason,
    status: paid ? 'paid' : 'open',
    amount_due: subscription.price.unitAmount,
    amount_paid: paid ? subscription.price.unitAmount : 0,
    currency: subscription.price.currency,
    customer: subscription.customer,
    customer_email: subscription.email ?? null,
    customer_name: subscription.name ?? null,
    next_payment_attempt: paid ? null : unix() + 3 * 86_400,
    parent: {
      type: 'subscription_details',
      subscription_details: { subscription: subscription.id, metadata: subscription.metadata ?? {} },
    },
  });

  /** The donor pays on the Checkout page: a monthly gift becomes a subscription; then checkout.session.completed. */
  async function completeCheckout(session, { email, name }) {
    session.status = 'complete';
    session.paymentStatus = 'paid';
    session.paidBy = { email: email || session.email, name: name || null };
    session.customer = newId('cus');
    if (session.mode === 'subscription') {
      const subscription = {
        id: newId('sub'),
        status: 'active',
        customer: session.customer,
        email: session.paidBy.email,
        name: session.paidBy.name,
        metadata: session.subscriptionMetadata ?? {},
        itemId: newId('si'),
        price: { id: newId('price'), product: newId('prod'), unitAmount: session.amount, currency: session.currency },
        card: { last4: '4242', expMonth: new Date().getMonth() + 1, expYear: new Date().getFullYear() },
      };
      subscriptions.set(subscription.id, subscription);
      session.subscription = subscription.id;
    }
    return send(eventOf('checkout.session.completed', sessionView(session)));
  }

  function checkoutPage(session) {
    const money = `${session.currency.toUpperCase()} ${(session.amount / 100).toFixed(2)}`;
    const what = session.mode === 'subscription' ? `${money} a month` : money;
    return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width">
<title>Stripe stand-in checkout</title>
<style>body{font-family:system-ui,sans-serif;max-width:28rem;margin:2rem auto;padding:0 1rem;line-height:1.5}
label,button{display:block;margin-top:1rem}input{font:inherit;padding:.4rem;width:100%;box-sizing:border-box}
button{font:inherit;padding:.6rem 1rem;width:100%}.note{background:#fff4ce;padding:.6rem;border-radius:.3rem}</style></head>
<body><main><h1>Pay ${escapeHtml(what)}</h1>
<p class="note">Local stand-in for Stripe Checkout: no money moves.</p>
<form method="post" action="/c/pay/${escapeHtml(session.id)}">
<label>Email<input name="email" type="email" value="${escapeHtml(session.email ?? '')}"></label>
<label>Name on card<input name="name" value=""></label>
<label>Card number<input name="card" inputmode="numeric" value="4242 4242 4242 4242"></label>
<button name="outcome" value="pay">${session.mode === 'subscription' ? 'Subscribe' : 'Pay'}</button>
</form>
<p><a href="${escapeHtml(session.cancelUrl ?? '/')}">Back</a></p></main></body></html>`;
  }

  async function api(request, response, url, raw) {
    if (secretKey && request.headers.authorization !== `Bearer ${secretKey}`)
      return json(response, 401, stripeError('Invalid API Key provided.'));
    if (failNext) {
      const message = failNext;
      failNext = null;
      return json(response, 400, stripeError(message));
    }
    const form = readStripeForm(raw);

    if (request.method === 'POST' && url.pathname === '/v1/checkout/sessions') {
      const item = form.line_items?.[0];
      const price = item?.price_data;
      const amount = Number(price?.unit_amount);
      if (!['payment', 'subscription'].includes(form.mode)) return json(response, 400, stripeError('Invalid mode.'));
      if (!price?.currency || !Number.isInteger(amount) || amount <= 0)
        return json(response, 400, stripeError('Missing or invalid line_items[0][price_data].', { param: 'line_items' }));
      if (form.mode === 'subscription' && price.recurring?.interval !== 'month')
        return json(response, 400, stripeError('A subscription needs a recurring price.', { param: 'line_items' }));
      const id = `cs_test_${requests.length}`;
      const session = {
        id,
        mode: form.mode,
        status: 'open',
        paymentStatus: 'unpaid',
        amount: amount * Number(item.quantity ?? 1),
        currency: price.currency,
        email: form.customer_email ?? null,
        metadata: form.metadata ?? {},
        subscriptionMetadata: form.subscription_data?.metadata ?? {},
        successUrl: form.success_url ?? null,
        cancelUrl: form.cancel_url ?? null,
        customer: null,
        subscription: null,
        paidBy: null,
        url: `${checkoutBase ?? base}/c/pay/${id}`,
      };
      sessions.set(id, session);
      return json(response, 200, sessionView(session));
    }

    const session = /^\/v1\/checkout\/sessions\/([^/]+)$/.exec(url.pathname);
    if (request.method === 'GET' && session) {
      const found = sessions.get(decodeURIComponent(session[1]));
      if (!found)
        return json(response, 404, stripeError(`No such checkout.session: '${session[1]}'`, { code: 'resource_missing' }));
      return json(response, 200, sessionView(found));
    }

    const match = /^\/v1\/subscriptions\/([^/]+)$/.exec(url.pathname);
    if (match) {
      const id = decodeURIComponent(match[1]);
      const subscription = subscriptionOf(id);
      if (!subscription)
        return json(response, 404, stripeError(`No such subscription: '${id}'`, { code: 'resource_missing', param: 'id' }));
      if (request.method === 'GET') return json(response, 200, subscriptionView(subscription));
      if (subscription.status === 'canceled')
        return json(response, 400, stripeError('A canceled subscription can only update its cancellation_details and metadata.'));
      if (request.method === 'DELETE') {
        const cancelled = { ...subscription, status: 'canceled', canceledAt: unix() };
        if (subscriptions.has(id)) subscriptions.set(id, cancelled);
        void send(eventOf('customer.subscription.deleted', subscriptionView(cancelled))).catch(() => {});
        return json(response, 200, subscriptionView(cancelled));
      }
      if (request.method === 'POST') {
        const change = form.items?.[0];
        if (change && change.id !== subscription.itemId)
          return json(response, 400, stripeError(`Invalid subscription item: '${change.id}'`, { param: 'items' }));
        const priceData = change?.price_data;
        const updated = { ...subscription };
        if (priceData) {
          const unitAmount = Number(priceData.unit_amount);
          if (!Number.isInteger(unitAmount) || unitAmount <= 0 || priceData.product !== subscription.price.product)
            return json(response, 400, stripeError('Invalid price_data.', { param: 'items[0][price_data]' }));
          updated.price = { id: newId('price'), product: priceData.product, unitAmount, currency: priceData.currency };
        }
        if (subscriptions.has(id)) subscriptions.set(id, updated);
        void send(eventOf('customer.subscription.updated', subscriptionView(updated))).catch(() => {});
        return json(response, 200, subscriptionView(updated));
      }
    }
    return json(response, 404, stripeError(`Unrecognized request URL (${request.method}: ${url.pathname}).`));
  }

  /** What a test or the end-to-end run asks of "Stripe" over HTTP: the events that come without a call from the site. */
  async function control(request, response, url, raw) {
    const input = raw ? JSON.parse(raw) : {};
    if (request.method === 'GET' && url.pathname === '/_standin/subscriptions') {
      const email = url.searchParams.get('email')?.toLowerCase();
      const list = [...subscriptions.values()].filter((s) => !email || s.email?.toLowerCase() === email);
      return json(response, 200, { data: list.map(subscriptionView) });
    }
    const about = /^\/_standin\/subscriptions\/([^/]+)\/(renew|fail-payment|card-expiring)$/.exec(url.pathname);
    const subscription = about && subscriptions.get(decodeURIComponent(about[1]));
    if (request.method !== 'POST' || !subscription) return json(response, 404, stripeError('No such stand-in subscription.'));
    if (about[2] === 'renew')
      return json(response, 200, { delivered: await send(eventOf('invoice.paid', invoiceOf(subscription, { paid: true }))) });
    if (about[2] === 'fail-payment')
      return json(response, 200, {
        delivered: await send(eventOf('invoice.payment_failed', invoiceOf(subscription, { paid: false }))),
      });
    // customer.source.expiring: Stripe sends it for a card due to expire at the end of the month.
    const card = { ...subscription.card, ...input };
    return json(response, 200, {
      delivered: await send(
        eventOf('customer.source.expiring', {
          id: newId('card'),
          object: 'card',
          brand: 'Visa',
          customer: subscription.customer,
          exp_month: card.expMonth,
          exp_year: card.expYear,
          last4: card.last4,
        }),
      ),
    });
  }

  const server = createServer(async (request, response) => {
    try {
      const url = new URL(request.url, 'http://standin');
      const raw = await readBody(request);
      requests.push({
        method: request.method,
        url: request.url,
        path: url.pathname,
        headers: request.headers,
        body: raw,
        form: new URLSearchParams(raw),
      });
      if (url.pathname.startsWith('/v1/')) return await api(request, response, url, raw);
      if (url.pathname.startsWith('/_standin/')) return await control(request, response, url, raw);

      const pay = /^\/c\/pay\/([^/]+)$/.exec(url.pathname);
      const session = pay && sessions.get(decodeURIComponent(pay[1]));
      if (!session) return json(response, 404, stripeError('No such checkout.'));
      if (session.status !== 'open') {
        response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
        return response.end('<!doctype html><title>Stripe stand-in</title><h1>This checkout is already complete.</h1>');
      }
      if (request.method === 'GET') {
        response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
        return response.end(checkoutPage(session));
      }
      const paid = new URLSearchParams(raw);
      // Stripe's events usually reach the site before the donor is back; here always, so the thank-you is for a gift
      // the site has recorded.
      await completeCheckout(session, { email: paid.get('email'), name: paid.get('name') });
      const back = (session.successUrl ?? `${base}/`).replace('{CHECKOUT_SESSION_ID}', session.id);
      response.writeHead(303, { location: back });
      return response.end();
    } catch (error) {
      json(response, 500, stripeError(error instanceof Error ? error.message : String(error), { type: 'api_error' }));
    }
  });
  await new Promise((resolve) => server.listen(port, host, resolve));
  base = `http://${host}:${server.address().port}`;
  return {
    base,
    requests,
    sessions,
    subscriptions,
    deliveries,
    eventOf,
    deliver,
    send,
    /** The next API call is refused with a 400 saying `message`. */
    failOnce: (message = 'Invalid currency: zzz') => (failNext = message),
    /** Waits for the events queued so far to be delivered. */
    settled: () => sending,
    close: () => new Promise((resolve) => server.close(resolve)),
  };
}
