import { fileURLToPath } from 'node:url';
import { resolve } from 'node:path';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

const dir = fileURLToPath(new URL('.', import.meta.url));

/**
 * The shell's frame for the site server (Node), rendered to HTML around a portal's. It ships inside
 * the shell's own folder (dist/shell/ssr/).
 */
export default defineConfig({
  root: dir,
  plugins: [react()],
  publicDir: false,
  build: {
    ssr: resolve(dir, 'src/ssr.tsx'),
    outDir: process.env.OUT_DIR ? resolve(process.env.OUT_DIR, 'ssr') : resolve(dir, '..', 'dist', 'shell', 'ssr'),
    emptyOutDir: true,
    target: 'node20',
    // One file: the site server imports it with a version query, and a split chunk importing the
    // entry back would load a second copy of it (its own contexts), losing the page's data.
    rollupOptions: { output: { entryFileNames: 'ssr.js', inlineDynamicImports: true } },
  },
  ssr: { noExternal: [/^@sla\//] },
});
