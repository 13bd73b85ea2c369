// Business constants (spec §9 and the product rules), plain values.
export * from './analysis';
export * from './auth';
export * from './billing';
export * from './profile';
export * from './savings';
export * from './ui';
export * from './storage-keys';
