export * from './open-state.js';
export * from './describe.js';
export * from './messages.js';
export * from './holidays.js';
