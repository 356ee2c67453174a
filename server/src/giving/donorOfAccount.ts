import { DataError } from '@sla/contract';
import { GIVING_HISTORY_MESSAGES } from '@sla/contract/serviceMessages';
import { requireOwnAccount, verifiedAddress } from '../account/ownAccount.js';
import type { Caller, ServiceContext } from '../context.js';
import { donorKey } from './donorKey.js';

/**
 * The signed-in donor: the account's address once the identity provider has verified it (manage_profile, which every
 * role holds; suspended accounts are refused before this). An address typed at sign-up and never confirmed may be
 * someone else's, whose gifts, names on receipts and monthly gift it would reach: such an account is refused (403) and
 * told to confirm it, or to ask for a link by e-mail, which proves the address the same way. Gifts carry no account
 * id (the Donate page is the same for everyone), so the address is the only thing that joins them to the account.
 */
export async function donorOfAccount(ctx: ServiceContext, caller: Caller | null, action: string): Promise<string> {
  const { caller: signedIn } = await requireOwnAccount(ctx, caller, action);
  const email = verifiedAddress(signedIn);
  if (!email) throw new DataError('forbidden', GIVING_HISTORY_MESSAGES.confirmAddress);
  return donorKey(email);
}
