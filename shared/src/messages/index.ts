// French text of the isomorphic core: error messages by code and the labels of enumerations.
export * from './error-messages';
export * from './labels';
