import type { Server } from 'node:http';
export declare function createSiteServer(options: { deployRoot: string; env?: Record<string, string | undefined> }): Server;
export declare function listen(server: Server, port: number, host?: string): Promise<number>;
export declare function runtimeConfig(options: {
  deployRoot: string;
  env?: Record<string, string | undefined>;
}): Promise<Record<string, unknown>>;
export declare function warnAboutDefaults(env?: Record<string, string | undefined>, log?: (message: string) => void): void;
export declare function originFromHost(host: string | undefined, https?: boolean): string;
