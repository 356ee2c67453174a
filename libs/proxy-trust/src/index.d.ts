import type { IncomingMessage } from 'node:http';

export type TrustProxy = { kind: 'none' } | { kind: 'hops'; hops: number } | { kind: 'addresses'; addresses: string[] };

export declare const DEFAULT_TRUST_PROXY: string;
export declare function parseTrustProxy(value?: string, variable?: string): TrustProxy;
export declare function fastifyTrustProxy(setting: TrustProxy): false | string[] | ((address: string, hop: number) => boolean);
export declare function trustFunction(setting: TrustProxy): (address: string, hop: number) => boolean;
export declare function clientAddress(request: IncomingMessage, setting: TrustProxy): string;
export declare function requestIsHttps(request: IncomingMessage, setting: TrustProxy): boolean;
