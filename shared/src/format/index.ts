// fr-FR formatting of amounts, numbers and dates, and accent-insensitive search.
export * from './date';
export * from './number';
export * from './search';
