import { DataError } from '@sla/contract';
import { GIVING_MESSAGES } from '@sla/contract/serviceMessages';
import type { PaystackSettings } from '../../siteSettings.js';

export const MOBILE_MONEY_UNAVAILABLE = GIVING_MESSAGES.mobileMoneyUnavailable;
/** A donor waits on this call. */
const TIMEOUT_MS = 15_000;

/** Paystack's answers all have this shape: `status` false with a message when it refuses. */
interface Answer<Data> {
  status?: boolean;
  message?: string;
  data?: Data;
}

async function call<Data>(settings: PaystackSettings, method: 'GET' | 'POST', path: string, body?: object): Promise<Data> {
  let answer: Answer<Data>;
  let status: number;
  try {
    const response = await fetch(`${settings.apiBase}${path}`, {
      method,
      headers: { authorization: `Bearer ${settings.secretKey}`, 'content-type': 'application/json' },
      body: body ? JSON.stringify(body) : undefined,
      signal: AbortSignal.timeout(TIMEOUT_MS),
    });
    status = response.status;
    answer = (await response.json()) as Answer<Data>;
  } catch (error) {
    // What to log: enough to find the failure, never the key or the donor's address.
    console.error(
      `[paystack] ${method} ${path.split('/').slice(0, 3).join('/')} failed:`,
      error instanceof Error ? error.message : error,
    );
    throw new DataError('unavailable', MOBILE_MONEY_UNAVAILABLE);
  }
  if (status >= 300 || answer.status !== true || !answer.data) {
    console.error(
      `[paystack] ${method} ${path.split('/').slice(0, 3).join('/')} refused (${status}): ${answer.message ?? 'no message'}`,
    );
    throw new DataError('unavailable', MOBILE_MONEY_UNAVAILABLE);
  }
  return answer.data;
}

export interface InitializeParams {
  email: string;
  /** In the currency's subunit, as Paystack wants it (kobo, pesewas, cents). */
  amount: number;
  currency: string;
  reference: string;
  callback_url: string;
  channels: string[];
  metadata: Record<string, string>;
}

/** POST /transaction/initialize: Paystack's hosted page for this payment. */
export async function initializeTransaction(settings: PaystackSettings, params: InitializeParams): Promise<{ url: string }> {
  const data = await call<{ authorization_url?: string }>(settings, 'POST', '/transaction/initialize', params);
  if (typeof data.authorization_url !== 'string' || !/^https?:\/\//.test(data.authorization_url)) {
    console.error('[paystack] initialize answered without an authorization_url');
    throw new DataError('unavailable', MOBILE_MONEY_UNAVAILABLE);
  }
  return { url: data.authorization_url };
}

/**
 * GET /transaction/verify/:reference: the status Paystack has for a payment ('success', 'failed', 'abandoned',
 * 'ongoing', 'pending', …). Used only to learn that a payment failed: success counts only from the signed webhook.
 */
export async function verifyTransaction(settings: PaystackSettings, reference: string): Promise<{ status: string }> {
  const data = await call<{ status?: unknown }>(settings, 'GET', `/transaction/verify/${encodeURIComponent(reference)}`);
  return { status: typeof data.status === 'string' ? data.status : 'unknown' };
}
