import type { QueryKey } from '@tanstack/react-query';
import type { z } from 'zod';
import type { CallDefinition } from '../contract/define-call';
import { PREFETCHED_ANSWERS_ID, type PrefetchedAnswer } from '../prerender';
import { fromWire } from '../wire/case';

let answers: PrefetchedAnswer[] | undefined;

/** The answers a page carries (`prefetchedAnswersElement`): none when it has no such element or it does not read. */
export function answersInPage(page: { getElementById(id: string): { textContent: string | null } | null } | undefined): PrefetchedAnswer[] {
  const text = page?.getElementById(PREFETCHED_ANSWERS_ID)?.textContent;
  if (!text) return [];
  try {
    const parsed: unknown = JSON.parse(text);
    return Array.isArray(parsed) ? (parsed as PrefetchedAnswer[]) : [];
  } catch {
    // A page whose answers do not read: its screens ask the API, as on any other page.
    return [];
  }
}

/** The answers a server render read, as this page carries them, read once. */
function pageAnswers(): PrefetchedAnswer[] {
  answers ??= answersInPage(typeof document === 'undefined' ? undefined : document);
  return answers;
}

/** For the server render: the answers the next render reads (the page then carries them, `prefetchedAnswersElement`). */
export function providePrefetchedAnswers(next: readonly PrefetchedAnswer[]): void {
  answers = [...next];
}

/**
 * The answer to `call` under `key` that the server render used, validated by the call's response schema like any
 * answer, or undefined. Taken once: a query's `initialData`, so that the first render is the server's and the cache
 * then lives as usual (a screen opened again later asks the API).
 *
 * @example
 * queryOptions({ queryKey, queryFn, initialData: () => prefetchedAnswer(getContract, queryKey) })
 */
export function prefetchedAnswer<C extends CallDefinition>(call: C, key: QueryKey): z.output<C['response']> | undefined {
  const list = pageAnswers();
  const wanted = JSON.stringify(key);
  const index = list.findIndex((answer) => answer.call === call.id && JSON.stringify(answer.key) === wanted);
  if (index < 0) return undefined;
  const [answer] = list.splice(index, 1);
  const parsed = call.response.safeParse(fromWire(answer?.body));
  return parsed.success ? (parsed.data as z.output<C['response']>) : undefined;
}
