export * from './ProfileInfosForm';
