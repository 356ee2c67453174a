// What several instances on one machine need: a load balancer in front and an embedded PostgreSQL behind.
export { createBalancer } from './balancer.js';
export { startEmbeddedPostgres, waitForPostgres } from './postgres.js';
