// The round-robin balancer of `npm run start:scaled` as a process of its own, for bench:api's scaled run: the load
// generator, the balancer and each instance then have an event loop each, as behind a real load balancer.
// API_PORT: where it listens; BALANCER_ORIGINS: the data-service instances, comma-separated.
import { createBalancer } from '@sla/scale-out';

const origins = (process.env.BALANCER_ORIGINS ?? '').split(',').filter(Boolean);
if (!origins.length) {
  console.error('Set BALANCER_ORIGINS to the data-service instances, e.g. http://127.0.0.1:4100,http://127.0.0.1:4101');
  process.exit(1);
}
const balancer = createBalancer({ api: { origins, ready: '/api/ready' }, checkEveryMs: 500 });
balancer.server.keepAliveTimeout = 60_000;
balancer.server.listen(Number(process.env.API_PORT), '127.0.0.1');
process.on('SIGTERM', () => {
  balancer.server.closeAllConnections();
  balancer.server.close(() => process.exit(0));
});
