/// <reference path="./virtual.d.ts" />
export * from './locales.js';
export * from './runtime.js';
export * from './format.js';
export * from './load.js';
