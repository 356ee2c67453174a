import { fileURLToPath } from 'node:url';
import { defineUnitTestConfig } from '@sla/build-tools';

export default defineUnitTestConfig({ dir: fileURLToPath(new URL('.', import.meta.url)) });
