import { createServer } from 'node:net';

function isFree(port, host) {
  return new Promise((resolve) => {
    const probe = createServer();
    probe.once('error', () => resolve(false));
    probe.listen(port, host, () => probe.close(() => resolve(true)));
  });
}

/** Fails with one sentence per busy port, naming the variable that moves it. */
export async function assertPortsFree(ports, host = '127.0.0.1') {
  const busy = [];
  for (const { port, what, variable } of ports) {
    if (!(await isFree(port, host)))
      busy.push(`Port ${port} (${what}) is already in use. Stop what is using it or choose another with ${variable}=<number>.`);
  }
  if (busy.length) throw new Error(busy.join('\n'));
}
