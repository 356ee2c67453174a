import type { Donation, Pledge } from '@sla/contract';
import type { DonationRow, PledgeRow } from '../db/schema.js';
import { fromMinorUnits } from './money.js';

export function toDonation(row: DonationRow): Donation {
  return {
    id: row.id,
    provider: row.provider,
    status: row.status,
    failureReason: row.failureReason,
    frequency: row.frequency,
    amount: fromMinorUnits(row.amountMinor, row.currency),
    currency: row.currency,
    email: row.email,
    name: row.name,
    renewal: row.renewal,
    createdAt: row.createdAt.toISOString(),
  };
}

export function toPledge(row: PledgeRow): Pledge {
  return {
    id: row.id,
    name: row.name,
    email: row.email,
    frequency: row.frequency,
    amount: fromMinorUnits(row.amountMinor, row.currency),
    currency: row.currency,
    createdAt: row.createdAt.toISOString(),
  };
}
