import { formErrorsFromApi, type FormErrorOptions, type FormErrors } from './form-errors';

/** What a submit does with the form around it (the hook passes Mantine's form and its own state). */
export interface ApiSubmitTarget<F extends string> {
  /** Shows the field messages (Mantine's `setErrors`). */
  setFieldErrors: (fields: FormErrors<F>['fields']) => void;
  /** Shows the list above the form. */
  setGlobalErrors: (messages: string[]) => void;
  /** Moves the focus to what to fix. */
  focusFirstError: () => void;
}

/**
 * One submit of a form to the API: the previous global errors go, the call runs, and a refusal becomes the
 * form's errors (spec §8) with the focus on the first one. Resolves with the call's result, or `undefined`
 * when it was refused (what to show is then on the form).
 */
export async function submitToApi<F extends string, T>(
  call: () => Promise<T>,
  target: ApiSubmitTarget<F>,
  options: FormErrorOptions<F>,
): Promise<{ ok: true; data: T } | { ok: false; errors: FormErrors<F> }> {
  target.setGlobalErrors([]);
  try {
    return { ok: true, data: await call() };
  } catch (error) {
    const errors = formErrorsFromApi(error, options);
    target.setFieldErrors(errors.fields);
    target.setGlobalErrors(errors.global);
    target.focusFirstError();
    return { ok: false, errors };
  }
}
