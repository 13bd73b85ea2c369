import { useEffect, useRef } from 'react';
import type { FormErrors } from '../profile-form';

/** Puts the keyboard on the first invalid input once errors are shown, so nobody hunts for them. */
export function useFocusFirstError(errors: FormErrors<string>) {
  const formRef = useRef<HTMLFormElement>(null);
  useEffect(() => {
    if (Object.keys(errors.fields).length === 0) return;
    formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [errors]);
  return formRef;
}
