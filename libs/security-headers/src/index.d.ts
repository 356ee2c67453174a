export interface PolicyConfig {
  apiBaseUrl?: string;
  remotes?: Record<string, string>;
  auth?: { apiKey?: string; authDomain?: string; emulatorUrl?: string | null };
}

export declare function newNonce(): string;
export declare function originOf(url: unknown): string | null;
export declare function pagePolicy(options: { nonce: string; config?: PolicyConfig }): string;
export declare function commonHeaders(options?: { https?: boolean }): Record<string, string>;
export declare function pageHeaders(options: { https?: boolean; nonce: string; config?: PolicyConfig }): Record<string, string>;
export declare function documentlessHeaders(options?: { https?: boolean }): Record<string, string>;
export declare function subresourceHeaders(options?: { https?: boolean }): Record<string, string>;
export declare const DOCUMENT_ONLY_HEADERS: string[];
