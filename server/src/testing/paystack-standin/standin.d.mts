/** Types of the Paystack stand-in (standin.mjs), for the server's tests. */
export interface StandInTransaction {
  id: number;
  reference: string;
  accessCode: string;
  amount: number;
  currency: string;
  email: string;
  callbackUrl: string | null;
  channels: string[] | null;
  metadata: Record<string, unknown> | null;
  status: string;
  gatewayResponse: string;
}
export interface StandInDelivery {
  body: string;
  signature: string;
  status: number;
  answer: string;
}
export interface PaystackStandIn {
  base: string;
  transactions: Map<string, StandInTransaction>;
  deliveries: StandInDelivery[];
  requests: { method: string; path: string; headers: Record<string, unknown>; body: string }[];
  settle(
    reference: string,
    options: { outcome: 'success' | 'failed'; amount?: number; currency?: string; deliverEvent?: boolean },
  ): Promise<StandInDelivery | { event: string; data: Record<string, unknown> } | null>;
  deliver(body: string | object, options?: { secret?: string; signature?: string }): Promise<StandInDelivery>;
  chargeSuccess(reference: string, overrides?: Record<string, unknown>): { event: string; data: Record<string, unknown> };
  close(): Promise<void>;
}
export function paystackSignature(body: string | Buffer, secretKey: string): string;
export function startPaystackStandIn(options: {
  secretKey: string;
  webhookUrl?: string | null;
  port?: number;
  host?: string;
  /** null: held until POST /_standin/settle/<reference>. */
  webhookDelayMs?: number | null;
}): Promise<PaystackStandIn>;
