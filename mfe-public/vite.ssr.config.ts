import { fileURLToPath } from 'node:url';
import { defineSsrConfig } from '@sla/build-tools';

// The public portal for the site server: the same screens, rendered to HTML.
export default defineSsrConfig({ dir: fileURLToPath(new URL('.', import.meta.url)) });
