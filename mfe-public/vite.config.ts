import { fileURLToPath } from 'node:url';
import { defineRemoteConfig } from '@sla/build-tools';

export default defineRemoteConfig({ dir: fileURLToPath(new URL('.', import.meta.url)), project: 'mfe-public' });
