export * from './balancer.js';
export declare function waitForPostgres(
  url: string,
  options?: { timeoutMs?: number; output?: () => string; gone?: () => boolean },
): Promise<void>;
export declare function startEmbeddedPostgres(options: {
  dir: string;
  port: number;
  name?: string;
  log?: (line: string) => void;
}): Promise<{ url: string; start(): Promise<void>; stop(): Promise<void> }>;
