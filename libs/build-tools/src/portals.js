// The portals the shell composes. `project` is the Nx project and deploy folder name; `federationName`
// is the Module Federation container name (an identifier, so no dashes); `prefix` is the URL space the
// portal owns in the shell; `devPort` is where `nx serve <project>` runs the team's harness.
export const PORTALS = [
  { project: 'mfe-public', federationName: 'mfe_public', prefix: null, devPort: 4301 },
  { project: 'mfe-applicant', federationName: 'mfe_applicant', prefix: '/applicant', devPort: 4302 },
  { project: 'mfe-student', federationName: 'mfe_student', prefix: '/student', devPort: 4303 },
  { project: 'mfe-admin', federationName: 'mfe_admin', prefix: '/admin', devPort: 4304 },
  { project: 'mfe-content', federationName: 'mfe_content', prefix: '/content', devPort: 4305 },
  { project: 'mfe-alumni', federationName: 'mfe_alumni', prefix: '/alumni', devPort: 4306 },
];

/** Paths the shell renders itself (it owns authentication and the account); every other public path is mfe-public's. */
export const SHELL_PATHS = ['/login', '/signup', '/auth/email-link-callback', '/dashboard', '/account'];

/**
 * The version of what the shell hands a portal (the lifecycles' props: identity, navigation, site settings). A portal
 * records the version it was built against; a shell, the versions it speaks. Raise it when a change to those props
 * would break a portal built before it, and keep speaking the old one while live portals use it.
 */
export const PORTAL_CONTRACT_VERSION = 1;
export const SHELL_SPEAKS_PORTAL_CONTRACTS = [1];

/** The module every portal exposes: single-spa lifecycles (bootstrap, mount, unmount, update). */
export const PORTAL_MODULE = './portal';

export function portalByProject(project) {
  const portal = PORTALS.find((candidate) => candidate.project === project);
  if (!portal) throw new Error(`Unknown portal project "${project}"`);
  return portal;
}

/**
 * Shared as singletons by the shell and every portal: one React, one router, one auth state. A portal
 * built against a different major fails loudly instead of loading twice.
 *
 * `@sla/permissions` (tables and pure functions) and `@sla/data` (whose configured client lives on
 * globalThis, decision 0006) are not shared: each app bundles, tree-shaken, what it uses of them. As
 * shared modules every portal downloaded a whole copy of both anyway (the federation plugin bundles an
 * eager fallback for a workspace singleton another shared library depends on) plus their wrappers.
 * See decision 0012.
 */
export const SHARED = {
  react: { singleton: true, requiredVersion: '^19.0.0' },
  'react-dom': { singleton: true, requiredVersion: '^19.0.0' },
  '@sla/ui': { singleton: true },
  '@sla/auth': { singleton: true },
  // Instead of react-router itself: see libs/router for why.
  '@sla/router': { singleton: true },
};
