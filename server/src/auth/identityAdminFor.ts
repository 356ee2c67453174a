import { emulatorIdentityAdmin, serviceAccountIdentityAdmin } from './firebaseIdentityAdmin.js';
import { unconfiguredIdentityAdmin, type IdentityAdmin } from './identityAdmin.js';
import type { ServiceAccount } from './serviceAccount.js';

/** How the service reaches Firebase's Admin API, as the configuration chose it. */
export type IdentityAdminChoice =
  { kind: 'emulator'; host: string } | { kind: 'serviceAccount'; account: ServiceAccount } | { kind: 'none' };

/** The IdentityAdmin the service runs with. */
export function identityAdminFor(choice: IdentityAdminChoice, projectId: string): IdentityAdmin {
  if (choice.kind === 'emulator') return emulatorIdentityAdmin(choice.host, projectId);
  if (choice.kind === 'serviceAccount') return serviceAccountIdentityAdmin(choice.account, projectId);
  return unconfiguredIdentityAdmin();
}
