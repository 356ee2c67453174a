import type { ContentChange } from '@sla/contract';
import type { Caller, ServiceContext } from '../../context.js';
import { callerName } from './callerName.js';

/**
 * Tells open editor lists that something changed. Call it only once the write has committed: a listener that
 * reloads at once must find the change there.
 */
export function announce(
  ctx: ServiceContext,
  caller: Caller,
  change: { kind: ContentChange['kind']; id: string; action: string },
): void {
  ctx.changes.publish({ ...change, byName: callerName(caller), at: ctx.now().toISOString() });
}
