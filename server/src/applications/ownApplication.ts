import { DataError } from '@sla/contract';
import type { Permission } from '@sla/permissions';
import { APPLICATION_MESSAGES } from '@sla/contract/serviceMessages';
import { can, forbidden, owns, refuse, requireCaller } from '../access.js';
import type { Caller, ServiceContext } from '../context.js';
import { findApplication, type ApplicationWithProgram } from './loadApplication.js';

export const noSuchApplication = () => new DataError('not_found', APPLICATION_MESSAGES.notFound);

/**
 * The caller's own application `id`, read without a lock, once they may do `permission` with it. Someone else's
 * application, or none, answers 404 "No such application." for everyone, staff included (they use /review): a
 * refusal must not tell whether it exists. A caller lacking the permission is refused once and audited: 403 on their
 * own application, 404 on anyone else's.
 */
export async function requireOwnApplication(
  ctx: ServiceContext,
  caller: Caller | null,
  id: string,
  permission: Permission,
  action: string,
): Promise<{ caller: Caller; row: ApplicationWithProgram }> {
  const signedIn = requireCaller(caller);
  const row = await findApplication(ctx.db, id);
  const own = row !== null && owns(signedIn, row.userId);
  if (!can(signedIn, permission))
    await refuse(ctx, signedIn, permission, { action, applicationId: id }, own ? forbidden() : noSuchApplication());
  if (!own) throw noSuchApplication();
  return { caller: signedIn, row };
}
