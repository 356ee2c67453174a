import { createServer, type IncomingMessage, type Server } from 'node:http';

export interface StripeCall {
  method: string;
  url: string;
  headers: IncomingMessage['headers'];
  form: URLSearchParams;
}

/** Stands in for api.stripe.com: records each call and answers like Stripe (or fails when told). */
export async function fakeStripe() {
  const calls: StripeCall[] = [];
  let failNext = false;
  const server: Server = createServer((request, response) => {
    let body = '';
    request.on('data', (chunk) => (body += chunk));
    request.on('end', () => {
      calls.push({ method: request.method!, url: request.url!, headers: request.headers, form: new URLSearchParams(body) });
      response.setHeader('content-type', 'application/json');
      if (failNext) {
        failNext = false;
        response.statusCode = 400;
        return response.end(JSON.stringify({ error: { message: 'Invalid currency: zzz' } }));
      }
      // Subscriptions (monthly gifts, decision 0051): read with its one item, changed, cancelled.
      const subscription = /^\/v1\/subscriptions\/([^/?]+)/.exec(request.url ?? '')?.[1];
      if (subscription) {
        const id = decodeURIComponent(subscription);
        return response.end(
          JSON.stringify({
            id,
            object: 'subscription',
            status: request.method === 'DELETE' ? 'canceled' : 'active',
            items: {
              object: 'list',
              data: [{ id: `si_${id}`, object: 'subscription_item', price: { id: 'price_1', product: 'prod_gift' } }],
            },
          }),
        );
      }
      response.end(
        JSON.stringify({
          id: `cs_test_${calls.length}`,
          object: 'checkout.session',
          url: `https://checkout.stripe.test/c/pay/cs_test_${calls.length}`,
        }),
      );
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    base: `http://127.0.0.1:${(server.address() as { port: number }).port}`,
    calls,
    failOnce: () => (failNext = true),
    close: () => new Promise((resolve) => server.close(resolve)),
  };
}
