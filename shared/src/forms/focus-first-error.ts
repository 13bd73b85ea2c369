import { useCallback, useEffect, useRef, useState, type RefObject } from 'react';

/** Marks the list of global errors (`FormGlobalErrors`), focused when no field is in error. */
export const GLOBAL_ERRORS_ATTRIBUTE = 'data-form-global-errors';

/** The element to focus after a refused submit: the first field in error, else the global error list. */
export function firstErrorTarget(form: Pick<ParentNode, 'querySelector'>): HTMLElement | null {
  return form.querySelector<HTMLElement>('[aria-invalid="true"]') ?? form.querySelector<HTMLElement>(`[${GLOBAL_ERRORS_ATTRIBUTE}]`);
}

/**
 * Moves the focus to the first field in error after a refused submit, so keyboard and screen-reader users
 * land on what to fix (the fields carry `aria-invalid` and their message); with only global errors, to their
 * list. Returns the form's ref and the function to call once the errors are set (the focus moves after the
 * render that shows them).
 */
export function useFocusFirstError(): [RefObject<HTMLFormElement | null>, () => void] {
  const formRef = useRef<HTMLFormElement | null>(null);
  const [request, setRequest] = useState(0);
  useEffect(() => {
    if (request === 0 || formRef.current === null) return;
    firstErrorTarget(formRef.current)?.focus();
  }, [request]);
  return [formRef, useCallback(() => setRequest((count) => count + 1), [])];
}
