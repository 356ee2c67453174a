import { DataError } from '@sla/data';
import type { StripeSettings } from '../../siteSettings.js';
import { formEncode, type FormValue } from './formEncode.js';

export const PAYMENTS_UNAVAILABLE = 'Online payment is not available right now. Please try again in a few minutes, or make a pledge instead.';

/**
 * POST /v1/checkout/sessions with the secret key, form-encoded as Stripe's API expects. Any
 * failure (network, Stripe refusing) is logged in full and reported to the donor in plain words.
 */
export async function createCheckoutSession(stripe: StripeSettings, params: Record<string, FormValue>): Promise<{ id: string; url: string }> {
  let response: Response;
  try {
    response = await fetch(`${stripe.apiBase}/v1/checkout/sessions`, {
      method: 'POST',
      headers: {
        authorization: `Bearer ${stripe.secretKey}`,
        'content-type': 'application/x-www-form-urlencoded',
      },
      body: formEncode(params),
      signal: AbortSignal.timeout(15_000),
    });
  } catch (error) {
    console.error('[stripe] could not reach Stripe', error);
    throw new DataError('unavailable', PAYMENTS_UNAVAILABLE);
  }
  const body = (await response.json().catch(() => null)) as { id?: string; url?: string; error?: { message?: string } } | null;
  if (!response.ok || !body?.url || !body.id) {
    console.error('[stripe] checkout session refused', response.status, body?.error?.message ?? body);
    throw new DataError('unavailable', PAYMENTS_UNAVAILABLE);
  }
  return { id: body.id, url: body.url };
}
