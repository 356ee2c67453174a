/** Types of the Stripe stand-in (standin.mjs), for the server's tests. */
import type { IncomingHttpHeaders } from 'node:http';

export interface StandInRequest {
  method: string;
  url: string;
  path: string;
  headers: IncomingHttpHeaders;
  body: string;
  form: URLSearchParams;
}
export interface StandInSubscription {
  id: string;
  status: 'active' | 'canceled';
  customer: string | null;
  email?: string | null;
  itemId: string;
  price: { id: string; product: string; unitAmount: number | null; currency: string | null };
}
export interface StripeEvent {
  id: string;
  object: 'event';
  type: string;
  created: number;
  data: { object: Record<string, unknown> };
  [key: string]: unknown;
}
export interface StandInDelivery {
  event: StripeEvent;
  signature: string;
  status: number;
  answer: string;
}
export interface StripeStandIn {
  base: string;
  requests: StandInRequest[];
  sessions: Map<string, Record<string, unknown>>;
  subscriptions: Map<string, StandInSubscription>;
  deliveries: StandInDelivery[];
  eventOf(type: string, object: Record<string, unknown>): StripeEvent;
  deliver(event: StripeEvent | string, options?: { secret?: string; timestamp?: number }): Promise<StandInDelivery>;
  send(...events: StripeEvent[]): Promise<StandInDelivery[]>;
  failOnce(message?: string): void;
  settled(): Promise<unknown>;
  close(): Promise<void>;
}
export function stripeSignature(payload: string, secret: string, timestamp?: number): string;
export function readStripeForm(body: string): Record<string, unknown>;
export function subscriptionView(subscription: StandInSubscription): Record<string, unknown>;
export function startStripeStandIn(options?: {
  secretKey?: string | null;
  webhookSecret?: string | null;
  webhookUrl?: string | null;
  port?: number;
  host?: string;
  checkoutBase?: string | null;
  statelessSubscriptions?: boolean;
}): Promise<StripeStandIn>;
