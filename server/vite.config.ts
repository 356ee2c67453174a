import { fileURLToPath } from 'node:url';
import { resolve } from 'node:path';
import { defineConfig } from 'vite';

const dir = fileURLToPath(new URL('.', import.meta.url));

/**
 * The data service as one Node bundle (dist/server/main.js). Workspace libraries are bundled in;
 * npm packages stay external and load from node_modules (PGlite needs its own files beside it).
 */
export default defineConfig({
  root: dir,
  build: {
    ssr: resolve(dir, 'src/main.ts'),
    outDir: resolve(dir, '..', 'dist', 'server'),
    emptyOutDir: true,
    target: 'node20',
    sourcemap: true,
    rollupOptions: { output: { entryFileNames: 'main.js' } },
  },
  ssr: { noExternal: [/^@sla\//] },
});
