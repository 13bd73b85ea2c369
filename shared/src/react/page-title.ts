import { useEffect, useSyncExternalStore } from 'react';

/**
 * The page title a screen gives itself when the route's own title is not precise enough (« Synthèse ·
 * Assurance vie Horizon » rather than « Contrat »). `@patrimo/shared/react` is one instance for the host and
 * every remote, so a screen of any remote declares its title here and the shell, which owns
 * `document.title`, reads it: one writer, no race between effects of different apps.
 *
 * Titles stack: the innermost screen mounted last wins, and leaving it gives the title back to the one
 * below (a fund sheet opened over a contract, then closed).
 */

let stack: { id: number; title: string }[] = [];
let nextId = 1;
const listeners = new Set<() => void>();

function emit(): void {
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The title the innermost screen declared, or null (then the route's title applies). */
export function currentPageTitle(): string | null {
  return stack.at(-1)?.title ?? null;
}

/** Declares `title` (without the brand: the shell appends it) while it is mounted; null declares nothing. */
export function declarePageTitle(title: string): () => void {
  const entry = { id: nextId++, title };
  stack = [...stack, entry];
  emit();
  return () => {
    stack = stack.filter((e) => e.id !== entry.id);
    emit();
  };
}

/** A screen's own page title while it is shown; `null` or `undefined` (still loading) leaves the route's. */
export function usePageTitle(title: string | null | undefined): void {
  useEffect(() => (title ? declarePageTitle(title) : undefined), [title]);
}

/** For the shell: the declared title, re-rendering when it changes. */
export function useDeclaredPageTitle(): string | null {
  return useSyncExternalStore(subscribe, currentPageTitle, currentPageTitle);
}
