export * from './roles.js';
export * from './permissions.js';
export * from './groups.js';
export * from './transitions.js';
export * from './routes.js';
export * from './guard.js';
export * from './dashboard.js';
