import { useForm, type FormValidateInput, type UseFormReturnType } from '@mantine/form';
import type { UseMutationResult } from '@tanstack/react-query';
import { useState, type FormEvent, type RefObject } from 'react';
import { hasFormErrors, type FormErrorOptions, type FormErrors } from './form-errors';
import { useFocusFirstError } from './focus-first-error';
import { submitToApi } from './submit';

type FieldOf<Values> = Extract<keyof Values, string>;

export interface UseApiFormOptions<Values extends Record<string, unknown>, TVariables, TData> {
  initialValues: Values;
  /** Checks before any request (Mantine rules, or a function returning `{ field: message }`). */
  validate?: FormValidateInput<Values>;
  /**
   * A check before any request that may also refuse the whole form (`formErrorsFromParse` of the contract's
   * schema, « Veuillez remplir tous les champs »): null, or errors without a message, let the request go.
   */
  check?: (values: Values) => FormErrors<FieldOf<Values>> | null;
  /** The change to make (a `useApiMutation` hook of the feature's `api/` folder). */
  mutation: Pick<UseMutationResult<TData, Error, TVariables>, 'mutateAsync' | 'isPending'>;
  /** The values as the mutation takes them. @default the values themselves */
  toVariables?: (values: Values) => TVariables;
  /** How server codes map onto the fields (`fields` defaults to the keys of `initialValues`). */
  errors?: Omit<FormErrorOptions<FieldOf<Values>>, 'fields'> & { fields?: readonly FieldOf<Values>[] };
  /** Once the mutation succeeded (after its invalidations and toast). */
  onSuccess?: (data: TData, values: Values) => void | Promise<void>;
  /** Once a refusal is on the form (to empty a password, say). */
  onError?: (errors: FormErrors<FieldOf<Values>>, values: Values) => void;
}

export interface UseApiFormReturnValue<Values extends Record<string, unknown>> {
  /** Mantine's form: `form.getInputProps('email')`, `form.key('email')`, `form.values`. */
  form: UseFormReturnType<Values>;
  /** The `<form>`'s ref, to move the focus to the first error. */
  formRef: RefObject<HTMLFormElement | null>;
  /** The `<form>`'s `onSubmit`. */
  onSubmit: (event?: FormEvent<HTMLFormElement>) => void;
  /** French messages above the form (`<FormGlobalErrors messages={globalErrors} />`). */
  globalErrors: string[];
  setGlobalErrors: (messages: string[]) => void;
  /** Shows errors found outside a submit (an answer that asks for more) and moves the focus to them. */
  showErrors: (errors: FormErrors<FieldOf<Values>>) => void;
  /** True while the request runs: the submit button shows its loading state (spec §4). */
  submitting: boolean;
}

/**
 * A form that submits to the API, in the product's one way: Mantine's `useForm` for the values and the
 * checks, the mutation for the call, its refusal mapped to French field messages and a global list (spec §8),
 * the focus on the first error, and the loading state while the request runs.
 *
 * @example
 * const { form, formRef, onSubmit, globalErrors, submitting } = useApiForm({
 *   initialValues: { current: '', password: '' },
 *   mutation: useChangePassword(),
 *   errors: { globalToField: { wrong_password: 'current' } },
 * });
 * <form ref={formRef} onSubmit={onSubmit} noValidate>
 *   <FormGlobalErrors messages={globalErrors} />
 *   <PasswordInput {...form.getInputProps('current')} />
 *   <Button type="submit" loading={submitting}>…</Button>
 * </form>
 */
export function useApiForm<Values extends Record<string, unknown>, TVariables = Values, TData = unknown>(
  options: UseApiFormOptions<Values, TVariables, TData>,
): UseApiFormReturnValue<Values> {
  const form = useForm<Values>({
    mode: 'controlled',
    initialValues: options.initialValues,
    ...(options.validate === undefined ? {} : { validate: options.validate }),
  });
  const [globalErrors, setGlobalErrors] = useState<string[]>([]);
  const [formRef, focusFirstError] = useFocusFirstError();
  const { mutation, toVariables, onSuccess, onError, check, errors } = options;
  const fields = errors?.fields ?? (Object.keys(options.initialValues) as FieldOf<Values>[]);

  // Plain functions, made again at each render: a submit reads the options and the form as they are then.
  const showErrors = (shown: FormErrors<FieldOf<Values>>) => {
    form.setErrors(shown.fields);
    setGlobalErrors(shown.global);
    focusFirstError();
  };

  const submit = async (values: Values) => {
    const refused = check?.(values) ?? null;
    if (refused !== null && hasFormErrors(refused)) {
      showErrors(refused);
      return;
    }
    const outcome = await submitToApi(
      () => mutation.mutateAsync(toVariables ? toVariables(values) : (values as unknown as TVariables)),
      { setFieldErrors: (messages) => form.setErrors(messages), setGlobalErrors, focusFirstError },
      { ...errors, fields },
    );
    if (outcome.ok) await onSuccess?.(outcome.data, values);
    else onError?.(outcome.errors, values);
  };

  return {
    form,
    formRef,
    onSubmit: form.onSubmit(
      (values) => submit(values),
      () => {
        setGlobalErrors([]);
        focusFirstError();
      },
    ),
    globalErrors,
    setGlobalErrors,
    showErrors,
    submitting: mutation.isPending,
  };
}
