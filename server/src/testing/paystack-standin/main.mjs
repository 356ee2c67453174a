// Runs the Paystack stand-in on its own, for the end-to-end run and a local demo (README, "Mobile money"):
//   PAYSTACK_SECRET_KEY=sk_test_local PAYSTACK_STANDIN_PORT=4690 PAYSTACK_WEBHOOK_URL=http://127.0.0.1:8080/api/paystack/webhook \
//     node server/src/testing/paystack-standin/main.mjs
// then start the site with the same PAYSTACK_SECRET_KEY and PAYSTACK_API_BASE=http://127.0.0.1:4690.
import { startPaystackStandIn } from './standin.mjs';

const secretKey = process.env.PAYSTACK_SECRET_KEY;
if (!secretKey) {
  console.error('PAYSTACK_SECRET_KEY is required: the stand-in signs its webhooks with it, as Paystack does.');
  process.exit(1);
}
const standIn = await startPaystackStandIn({
  secretKey,
  port: Number(process.env.PAYSTACK_STANDIN_PORT || 4690),
  webhookUrl: process.env.PAYSTACK_WEBHOOK_URL || null,
  // "held": an approved payment's event waits for POST /_standin/settle/<reference> (the end-to-end run's tests send it).
  webhookDelayMs:
    process.env.PAYSTACK_STANDIN_WEBHOOK_DELAY_MS === 'held'
      ? null
      : Number(process.env.PAYSTACK_STANDIN_WEBHOOK_DELAY_MS || 1500),
});
console.log(`Paystack stand-in on ${standIn.base} (webhooks to ${process.env.PAYSTACK_WEBHOOK_URL || 'nowhere'})`);
const stop = () => void standIn.close().then(() => process.exit(0));
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
