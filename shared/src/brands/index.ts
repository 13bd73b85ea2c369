export * from './brands';
export * from './brand-schema';
