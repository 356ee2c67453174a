import http from 'node:http';
import net from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { createBalancer } from './balancer.js';

const closers = [];
afterEach(async () => {
  for (let close; (close = closers.pop());) await close();
});

const listen = (server) =>
  new Promise((resolve) => {
    server.listen(0, '127.0.0.1', () => resolve(`http://127.0.0.1:${server.address().port}`));
    closers.push(() => {
      server.closeAllConnections?.();
      return new Promise((done) => server.close(() => done()));
    });
  });

/** An instance answering with its name and what it was sent; `ready` says what its readiness check answers. */
async function instance(name, state = { ready: true }) {
  const seen = [];
  const server = http.createServer(async (req, res) => {
    if (req.url === '/api/ready') return res.writeHead(state.ready ? 200 : 503).end();
    let body = '';
    for await (const chunk of req) body += chunk;
    seen.push({ method: req.method, url: req.url, body, forwardedFor: req.headers['x-forwarded-for'] });
    res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify({ name }));
  });
  return { origin: await listen(server), seen, state };
}

/** An address nothing listens on: connecting to it is refused. */
async function deadOrigin() {
  const server = net.createServer();
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address();
  await new Promise((resolve) => server.close(resolve));
  return `http://127.0.0.1:${port}`;
}

async function balancerFor(api, site = null, checkEveryMs = 60_000) {
  const balancer = createBalancer({ api: { origins: api, ready: '/api/ready' }, site, checkEveryMs });
  return { balancer, origin: await listen(balancer.server) };
}

const ask = (origin, path, init) =>
  fetch(`${origin}${path}`, init).then(async (res) => ({ status: res.status, body: await res.json() }));

describe('the round-robin balancer', () => {
  it('sends requests to the instances in turn, and /api to the service pool and pages to the site pool', async () => {
    const [a, b, page] = await Promise.all([instance('a'), instance('b'), instance('page')]);
    const { origin } = await balancerFor([a.origin, b.origin], { origins: [page.origin], ready: '/api/ready' });
    const names = [];
    for (let i = 0; i < 4; i++) names.push((await ask(origin, '/api/users/me')).body.name);
    expect(names).toEqual(['a', 'b', 'a', 'b']);
    expect((await ask(origin, '/programmes')).body.name).toBe('page');
    expect(a.seen[0].forwardedFor).toBe('127.0.0.1');
  });

  it('sends a refused request to the next instance with its body, whatever its method, and takes the dead one out', async () => {
    const alive = await instance('alive');
    const { balancer, origin } = await balancerFor([await deadOrigin(), alive.origin]);
    const answer = await ask(origin, '/api/messages', {
      method: 'POST',
      body: '{"text":"hello"}',
      headers: { 'content-type': 'application/json' },
    });
    expect(answer).toEqual({ status: 200, body: { name: 'alive' } });
    expect(alive.seen).toEqual([{ method: 'POST', url: '/api/messages', body: '{"text":"hello"}', forwardedFor: '127.0.0.1' }]);
    expect(balancer.counts).toMatchObject({ retried: 1, failed: 0 });
    expect(Object.values(balancer.up('api'))).toEqual([false, true]);
    // Out of the rotation: the next requests go straight to the living instance.
    await ask(origin, '/api/x');
    await ask(origin, '/api/y');
    expect(balancer.counts.retried).toBe(1);
  });

  it('asks another instance again when a read’s connection breaks before any answer, but never a write', async () => {
    // An instance that dies mid-request: it reads the request, then drops the connection without answering.
    const dying = http.createServer((req) => req.socket.destroy());
    const dyingOrigin = await listen(dying);
    const alive = await instance('alive');
    const { balancer, origin } = await balancerFor([dyingOrigin, alive.origin]);
    expect(await ask(origin, '/api/users/me')).toEqual({ status: 200, body: { name: 'alive' } });
    expect(balancer.counts).toMatchObject({ retried: 1, failed: 0 });
    // The next request starts at the living instance (round robin), so the write after it meets the dying one.
    await ask(origin, '/api/users/me');
    const write = await ask(origin, '/api/messages', {
      method: 'POST',
      body: '{}',
      headers: { 'content-type': 'application/json' },
    });
    expect(write.status).toBe(502);
    expect(alive.seen.filter((seen) => seen.method === 'POST')).toEqual([]);
  });

  it('answers 502 in the service’s error shape when no instance can answer', async () => {
    const { balancer, origin } = await balancerFor([await deadOrigin(), await deadOrigin()]);
    const answer = await ask(origin, '/api/users/me');
    expect(answer.status).toBe(502);
    expect(answer.body.error).toEqual({
      code: 'unavailable',
      message: 'No instance could answer. Please try again in a moment.',
    });
    expect(balancer.counts.failed).toBe(1);
  });

  it('takes an instance whose readiness fails out of the rotation, and back once it passes', async () => {
    const [a, b] = await Promise.all([instance('a'), instance('b', { ready: false })]);
    const { balancer, origin } = await balancerFor([a.origin, b.origin], null, 50);
    await expect.poll(() => balancer.up('api')[b.origin], { timeout: 2000 }).toBe(false);
    const names = [];
    for (let i = 0; i < 3; i++) names.push((await ask(origin, '/api/x')).body.name);
    expect(names).toEqual(['a', 'a', 'a']);
    b.state.ready = true;
    await expect.poll(() => balancer.up('api')[b.origin], { timeout: 2000 }).toBe(true);
    const after = new Set();
    for (let i = 0; i < 2; i++) after.add((await ask(origin, '/api/x')).body.name);
    expect(after).toEqual(new Set(['a', 'b']));
  });
});
