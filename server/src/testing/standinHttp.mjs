// What the payment providers' local stand-ins (paystack-standin, stripe-standin) share: their pages' escaping and
// reading a request's body.

/** Text made safe inside the stand-ins' HTML pages. */
export const escapeHtml = (text) =>
  String(text).replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]);

/** A request's whole body, as UTF-8 text. */
export const readBody = (request) =>
  new Promise((resolve, reject) => {
    const chunks = [];
    request.on('data', (chunk) => chunks.push(chunk));
    request.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')));
    request.on('error', reject);
  });
