import { requireOwnAccount } from '../account/ownAccount.js';
import type { Caller, ServiceContext } from '../context.js';
import { donorKey } from './donorKey.js';

/**
 * The signed-in donor: the account's address, as the data download matches gifts and pledges to it (manage_profile,
 * which every role holds; suspended accounts are refused before this). An account without an address has given nothing: its key
 * ('') matches no row.
 */
export async function donorOfAccount(ctx: ServiceContext, caller: Caller | null, action: string): Promise<string> {
  const { caller: signedIn, profile } = await requireOwnAccount(ctx, caller, action);
  const email = profile.email ?? signedIn.token.email;
  return email ? donorKey(email) : '';
}
