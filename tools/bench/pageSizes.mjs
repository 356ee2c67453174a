// `node tools/bench/pageSizes.mjs <site origin>`: the size of each page's inline messages (#i18n-messages) and of its whole
// HTML, raw, gzip -9 and brotli 11, and as the site server sends it (brotli 5), for four French public pages and
// their English ones (decision 0035). Run it against a running site (npm start: http://127.0.0.1:4200).
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
const origin = process.argv[2] || 'http://127.0.0.1:4200';
const paths = [
  '/fr/',
  '/fr/about',
  '/fr/programs/stepup-scholars',
  '/fr/get-involved',
  '/',
  '/about',
  '/programs/stepup-scholars',
  '/get-involved',
];
const kb = (n) => (n / 1024).toFixed(1);
const br = (s) => brotliCompressSync(Buffer.from(s), { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }).length;
const gz = (s) => gzipSync(Buffer.from(s), { level: 9 }).length;
console.log('page'.padEnd(32), 'inline raw/gz/br KB'.padEnd(24), 'HTML raw/gz/br KB', '  served br KB');
for (const path of paths) {
  const html = await (await fetch(origin + path, { headers: { 'accept-encoding': 'identity', cookie: 'sla_locale=en' } })).text();
  const served = await fetch(origin + path, { headers: { 'accept-encoding': 'br', cookie: 'sla_locale=en' } });
  const servedBytes = Number(served.headers.get('content-length'));
  const inline = /<script id="i18n-messages" type="application\/json">(.*?)<\/script>/s.exec(html)?.[1] ?? '';
  const line = [
    path.padEnd(32),
    `${kb(Buffer.byteLength(inline))}/${kb(gz(inline))}/${kb(br(inline))}`.padEnd(24),
    `${kb(Buffer.byteLength(html))}/${kb(gz(html))}/${kb(br(html))}`.padEnd(20),
    kb(servedBytes),
  ];
  console.log(line.join(' '));
}
