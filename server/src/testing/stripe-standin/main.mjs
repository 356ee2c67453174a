// Runs the Stripe stand-in on its own, for the end-to-end run and a local demo (README, "Card payments"):
//   STRIPE_SECRET_KEY=sk_test_local STRIPE_WEBHOOK_SECRET=whsec_local STRIPE_STANDIN_PORT=4691 \
//     STRIPE_WEBHOOK_URL=http://127.0.0.1:4100/api/stripe/webhook node server/src/testing/stripe-standin/main.mjs
// then start the site with the same two secrets and STRIPE_API_BASE=http://127.0.0.1:4691.
import { startStripeStandIn } from './standin.mjs';

const secretKey = process.env.STRIPE_SECRET_KEY;
const webhookSecret = process.env.STRIPE_WEBHOOK_SECRET;
if (!secretKey || !webhookSecret) {
  console.error(
    'STRIPE_SECRET_KEY and STRIPE_WEBHOOK_SECRET are required: the site calls with the one, and the stand-in signs its webhooks with the other, as Stripe does.',
  );
  process.exit(1);
}
const standIn = await startStripeStandIn({
  secretKey,
  webhookSecret,
  port: Number(process.env.STRIPE_STANDIN_PORT || 4691),
  webhookUrl: process.env.STRIPE_WEBHOOK_URL || null,
});
console.log(`Stripe stand-in on ${standIn.base} (webhooks to ${process.env.STRIPE_WEBHOOK_URL || 'nowhere'})`);
const stop = () => void standIn.close().then(() => process.exit(0));
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
