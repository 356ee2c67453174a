export interface PortalDefinition {
  project: string;
  federationName: string;
  prefix: string | null;
  devPort: number;
}
export declare const PORTALS: readonly PortalDefinition[];
export declare const PORTAL_MODULE: './portal';
export declare function portalByProject(project: string): PortalDefinition;
export declare const SHELL_PATHS: readonly ['/login', '/signup', '/auth/email-link-callback', '/dashboard', '/account'];
export declare const PORTAL_CONTRACT_VERSION: number;
export declare const SHELL_SPEAKS_PORTAL_CONTRACTS: readonly number[];
export declare const SHARED: Record<string, { singleton: boolean; requiredVersion?: string }>;
