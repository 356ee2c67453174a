import type { Application } from '@sla/contract';
import type { Caller, ServiceContext } from '../context.js';
import { requireOwnApplication } from './ownApplication.js';
import { readApplicantView } from './readApplicantView.js';

/** The caller's own application with its timeline (view_own_applications); anyone else's is 404. */
export async function getMyApplication(ctx: ServiceContext, caller: Caller | null, id: string): Promise<Application> {
  await requireOwnApplication(ctx, caller, id, 'view_own_applications', 'get_own_application');
  return readApplicantView(ctx.db, id, ctx.now());
}
