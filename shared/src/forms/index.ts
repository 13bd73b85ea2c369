/**
 * `@patrimo/shared/forms`: the one way a form talks to the API. Field codes → French messages, the global
 * error list of spec §8, the focus on the first error, and `useApiForm` (Mantine's `useForm` + a mutation)
 * with the submitting state. Dates typed by people use `FrenchDateInput` from `@patrimo/shared/ui/dates`.
 */
export {
  apiErrorCodes,
  fieldNameOf,
  formErrorsFromApi,
  formErrorsFromCodes,
  formErrorsFromParse,
  hasFormErrors,
  noFormErrors,
  withFieldError,
  type ErrorCodes,
  type FormErrorOptions,
  type FormErrors,
} from './form-errors';
export { firstErrorTarget, GLOBAL_ERRORS_ATTRIBUTE, useFocusFirstError } from './focus-first-error';
export { FormGlobalErrors, type FormGlobalErrorsProps } from './FormGlobalErrors';
export { submitToApi, type ApiSubmitTarget } from './submit';
export { useApiForm, type UseApiFormOptions, type UseApiFormReturnValue } from './use-api-form';
