import { createServer, type Server } from 'node:net';
import { createSiteServer, listen } from '../../tools/serve/site-server.mjs';

/** A port nothing listens on right now: a "dead address" that can be brought to life later. */
export async function freePort(): Promise<number> {
  const server: Server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  await new Promise((resolve) => server.close(resolve));
  return port;
}

/**
 * Serves a deploy folder (shell/ and portal folders) the way production does, on its own port, with `env` as its
 * settings, in development (the demo project and the emulator, as the rest of the run).
 */
export async function startSite(deployRoot: string, port = 0, env: Record<string, string> = {}) {
  const server = createSiteServer({ deployRoot, env: { NODE_ENV: 'development', ...env } });
  const actual = await listen(server, port);
  return {
    origin: `http://127.0.0.1:${actual}`,
    port: actual,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
