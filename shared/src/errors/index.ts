// Error codes, the wire error body, and the mapping from zod issues and bank connection states to codes.
export * from './connection-state';
export * from './error-body';
export * from './error-codes';
export * from './from-zod';
