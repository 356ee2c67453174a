import type { Server } from 'node:http';

export interface BalancerPool {
  /** Each instance's origin: http://127.0.0.1:4100. */
  origins: string[];
  /** The path answering 200 while an instance takes traffic: /api/ready, /__health. */
  ready: string;
}
export interface Balancer {
  server: Server;
  /** Requests answered by an instance, sent again after a refused connection, and answered 502 by the balancer. */
  counts: { proxied: number; retried: number; failed: number };
  /** Which instances of a pool are in the rotation. */
  up(pool: 'api' | 'site'): Record<string, boolean>;
}
export declare function createBalancer(options: {
  api: BalancerPool;
  /** Without it, only /api is served (a balancer in front of data services alone). */
  site?: BalancerPool;
  checkEveryMs?: number;
  log?: (message: string) => void;
}): Balancer;
