import { DataError } from '@sla/contract';
import { emailLinkQuery, parseInput } from '@sla/contract/schemas';
import type { ServiceContext } from '../context.js';
import { emailLinkSecret } from './emailLinkSecret.js';
import { readEmailLink, type EmailLink } from './emailLinkToken.js';
import { ACCOUNT_REFUSALS } from '@sla/contract/serviceMessages';

/** The link behind ?token=: 400 in words when the token is missing, forged, changed or expired. */
export function readLinkToken(ctx: ServiceContext, query: unknown): EmailLink {
  let token: string;
  try {
    ({ token } = parseInput(emailLinkQuery, query));
  } catch {
    throw new DataError('invalid_input', ACCOUNT_REFUSALS.badLink);
  }
  const reading = readEmailLink(emailLinkSecret(), token, ctx.now());
  if (!reading.ok)
    throw new DataError('invalid_input', ACCOUNT_REFUSALS[reading.problem === 'expired' ? 'expiredLink' : 'badLink']);
  return reading.link;
}
