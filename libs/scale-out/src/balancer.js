// A small round-robin load balancer for `npm run start:scaled` and the fault test: /api/* goes to the data-service
// instances, everything else to the site servers, as a real load balancer's path rules would send it. Each pool is
// checked every `checkEveryMs` at its readiness address; an instance that refuses a connection or fails its check
// leaves the rotation until it passes again. A request refused before it reached an instance (ECONNREFUSED: nothing
// was sent) is tried on the next one, whatever its method, so a killed instance costs visitors nothing it can avoid;
// a read whose connection broke before any answer is tried again too, a write is not (it may have been done).
import http from 'node:http';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

// Connections to the instances are kept open and reused, as a real balancer's are, and an idle one is closed here
// after 30 s, before an instance closes it (65 s and more): reusing one the instance is closing would fail the request.
const agent = new http.Agent({ keepAlive: true, maxSockets: 256, timeout: 30_000 });

/** Bodies are kept this long so a refused request can be sent again; larger ones stream and are not retried. */
const REPLAYABLE_BYTES = 1024 * 1024;

/** `api` and `site`: each pool's instances and the path answering 200 while one takes traffic (index.d.ts). */
export function createBalancer({ api, site = null, checkEveryMs = 1000, log = () => {} }) {
  const pools = [
    { name: 'api', matches: (url) => url === '/api' || url.startsWith('/api/'), ...api },
    ...(site ? [{ name: 'site', matches: () => true, ...site }] : []),
  ].map((pool) => ({ ...pool, next: 0, up: new Map(pool.origins.map((origin) => [origin, true])) }));
  const counts = { proxied: 0, retried: 0, failed: 0 };

  async function check(pool, origin) {
    const ok = await fetch(`${origin}${pool.ready}`, { signal: AbortSignal.timeout(Math.max(500, checkEveryMs)) }).then(
      (response) => response.ok,
      () => false,
    );
    if (pool.up.get(origin) !== ok) log(`[balancer] ${origin} ${ok ? 'back in' : 'out of'} the ${pool.name} rotation`);
    pool.up.set(origin, ok);
  }
  const timer = setInterval(() => {
    for (const pool of pools) for (const origin of pool.origins) void check(pool, origin);
  }, checkEveryMs);
  timer.unref();

  /** The instances of `pool` to try, in order: the next healthy ones round-robin, then the rest as a last resort. */
  function order(pool) {
    const start = pool.next++ % pool.origins.length;
    const turn = [...pool.origins.slice(start), ...pool.origins.slice(0, start)];
    return [...turn.filter((origin) => pool.up.get(origin)), ...turn.filter((origin) => !pool.up.get(origin))];
  }

  function send(origin, req, res, body) {
    return new Promise((resolve) => {
      const upstream = http.request(
        `${origin}${req.url}`,
        {
          agent,
          method: req.method,
          headers: {
            ...req.headers,
            'x-forwarded-for': [req.headers['x-forwarded-for'], req.socket.remoteAddress].filter(Boolean).join(', '),
            'x-forwarded-proto': req.headers['x-forwarded-proto'] ?? 'http',
            'x-forwarded-host': req.headers.host ?? '',
          },
        },
        (answer) => {
          res.writeHead(answer.statusCode ?? 502, answer.headers);
          answer.pipe(res);
          answer.on('end', () => resolve('sent'));
          answer.on('error', () => resolve('sent'));
          res.on('close', () => answer.destroy());
        },
      );
      upstream.on('error', (error) => resolve(error.code === 'ECONNREFUSED' && !res.headersSent ? 'refused' : 'broken'));
      if (body === null) req.pipe(upstream);
      else upstream.end(body);
    });
  }

  const server = http.createServer(async (req, res) => {
    const pool = pools.find((candidate) => candidate.matches(req.url ?? '/'));
    if (!pool) {
      res.writeHead(404, { 'content-type': 'text/plain; charset=utf-8' }).end('Not found');
      return;
    }
    // Read a small body whole so it can be sent again; a larger one streams to the first instance only.
    let body = Buffer.alloc(0);
    const length = Number(req.headers['content-length'] ?? 0);
    const replayable = length <= REPLAYABLE_BYTES && !req.headers['transfer-encoding'];
    // Most requests (GETs) carry no body at all: nothing to read.
    const bodiless = !req.headers['content-length'] && !req.headers['transfer-encoding'];
    if (replayable && !bodiless) {
      const chunks = [];
      for await (const chunk of req) chunks.push(chunk);
      body = Buffer.concat(chunks);
    }
    const tried = order(pool);
    for (const [attempt, origin] of tried.entries()) {
      const outcome = await send(origin, req, res, replayable ? body : null);
      if (outcome === 'sent') {
        counts.proxied++;
        return;
      }
      const last = attempt === tried.length - 1;
      if (outcome === 'refused') {
        pool.up.set(origin, false);
        if (replayable && !last) {
          counts.retried++;
          continue;
        }
      }
      // A connection that broke before any answer (an instance killed mid-request): a read is safe to ask again
      // elsewhere; a write may have been done, so it is not, as real balancers do for non-idempotent methods.
      if (outcome === 'broken' && !res.headersSent && SAFE_METHODS.has(req.method) && !last) {
        counts.retried++;
        continue;
      }
      break;
    }
    counts.failed++;
    if (!res.headersSent) {
      res.writeHead(502, { 'content-type': 'application/json' });
      res.end(
        JSON.stringify({ error: { code: 'unavailable', message: 'No instance could answer. Please try again in a moment.' } }),
      );
    } else res.destroy();
  });
  server.on('close', () => clearInterval(timer));
  return { server, counts, up: (name) => Object.fromEntries(pools.find((pool) => pool.name === name).up) };
}
