// The shell's Module Federation runtime instance, made by the build (libs/build-tools/src/federation/host.js).
declare module 'virtual:sla-federation-host' {
  import type { ModuleFederation } from '@module-federation/runtime/core';
  export const federation: ModuleFederation;
}
