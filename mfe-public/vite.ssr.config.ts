import { fileURLToPath } from 'node:url';
import { resolve } from 'node:path';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

const dir = fileURLToPath(new URL('.', import.meta.url));

/**
 * The public portal for the site server (Node): the same screens, rendered to HTML. It ships inside
 * the portal's own folder (dist/mfe-public/ssr/), so it is deployed with the portal, by its team.
 */
export default defineConfig({
  root: dir,
  plugins: [react()],
  publicDir: false,
  build: {
    ssr: resolve(dir, 'src/ssr.tsx'),
    outDir: process.env.OUT_DIR ? resolve(process.env.OUT_DIR, 'ssr') : resolve(dir, '..', 'dist', 'mfe-public', 'ssr'),
    emptyOutDir: true,
    target: 'node20',
    // One file: the site server imports it with a version query, and a split chunk importing the
    // entry back would load a second copy of it (its own contexts), losing the page's data.
    rollupOptions: { output: { entryFileNames: 'ssr.js', inlineDynamicImports: true } },
  },
  ssr: { noExternal: [/^@sla\//] },
});
