import { fileURLToPath } from 'node:url';
import { defineSsrConfig } from '@sla/build-tools';

// The shell's frame for the site server, rendered to HTML around a portal's.
export default defineSsrConfig({ dir: fileURLToPath(new URL('.', import.meta.url)), withLibraries: true });
