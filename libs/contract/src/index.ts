// What the data service and the browser agree on, runnable anywhere: the answers' types, the errors and their
// messages. The operations' declarations are @sla/contract/operations; the input schemas @sla/contract/schemas.
export * from './types.js';
export * from './errors.js';
export * from './auditDetails.js';
export * from './messages.js';
