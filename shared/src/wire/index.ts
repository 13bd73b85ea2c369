// camelCase in code, snake_case on the wire: the key conversion both sides apply.
export * from './case';
