import { createSiteServer, listen } from '../tools/serve/site-server.mjs';
const server = createSiteServer({ deployRoot: new URL('../dist', import.meta.url).pathname });
await listen(server, 4630);
