import { fileURLToPath } from 'node:url';
import { defineShellConfig } from '@sla/build-tools';

export default defineShellConfig({ dir: fileURLToPath(new URL('.', import.meta.url)) });
