import { useCallback, useEffect, useRef, useState, type RefObject } from 'react';

/**
 * Moves the focus to the first field in error after a refused submit, so keyboard and screen-reader
 * users land on what to fix (the fields carry `aria-invalid` and their message). Returns the form's ref
 * and the function to call once the errors are set.
 */
export function useFocusFirstError(): [RefObject<HTMLFormElement | null>, () => void] {
  const formRef = useRef<HTMLFormElement | null>(null);
  const [request, setRequest] = useState(0);
  useEffect(() => {
    if (request === 0) return;
    formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [request]);
  return [formRef, useCallback(() => setRequest((count) => count + 1), [])];
}
