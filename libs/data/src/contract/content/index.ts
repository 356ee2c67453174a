export * from './categories.js';
export * from './events.js';
export * from './versions.js';
export * from './programPages.js';
