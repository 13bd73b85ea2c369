import { useMutation, useQueryClient, type QueryKey, type UseMutationResult } from '@tanstack/react-query';
import type { Subject } from '@patrimo/shared/client';
import { useSubject, useToast, type ShowToastInput } from '@patrimo/shared/react';
import { useCallback } from 'react';
import { useIntl } from 'react-intl';
import { settleCache } from './settle-cache';
import { MUTATION_TOAST_LABELS, mutationToastMessages, type MutationToast } from './toasts';

export interface UseApiMutationOptions<TVariables, TData> {
  /** The call, for the subject of the screen (`me`, or the customer an advisor views). */
  mutationFn: (variables: TVariables, context: { subject: Subject }) => Promise<TData>;
  /** The queries the change makes stale; they are read again before the mutation counts as done. */
  invalidates?: (subject: Subject, data: TData, variables: TVariables) => readonly QueryKey[];
  /**
   * The queries of what the change deleted: dropped from the cache and never read again, even where they fall under
   * an invalidated key (read again, they would answer 404 while the screen is still on the deleted thing).
   */
  removes?: (subject: Subject, data: TData, variables: TVariables) => readonly QueryKey[];
  /** The spec §2 toast to show once done, or a toast of the screen's own (null: none this time). */
  toast?: MutationToast | ((data: TData, variables: TVariables) => ShowToastInput | null);
  /** Anything else to do once done (navigate, close a modal), after the invalidated queries were read again. */
  onSuccess?: (data: TData, variables: TVariables) => void | Promise<void>;
}

/**
 * Shows one of the spec §2 toasts, for a change made elsewhere (a shared form that calls the API itself and
 * reports `onSaved`).
 */
export function useMutationToast(): (toast: MutationToast) => void {
  const showToast = useToast();
  const intl = useIntl();
  return useCallback(
    (toast: MutationToast) =>
      void showToast({ label: MUTATION_TOAST_LABELS[toast], message: intl.formatMessage(mutationToastMessages[toast]), color: 'green' }),
    [showToast, intl],
  );
}

/**
 * One change through the API, with what follows it in one place: the queries it makes stale are
 * invalidated (and read again, so the screen shows the new state when the button stops spinning), then its
 * toast shows. Failures are left to the caller: a form maps them with `useApiForm`, a button with
 * `loadErrorMessage(mutation.error)`.
 *
 * @example
 * export function useDeleteAccount() {
 *   return useApiMutation({
 *     mutationFn: (accountId: string, { subject }) => callApi(deleteAccount, { params: { id: accountId }, subject }),
 *     invalidates: (subject) => keysChangedByAccounts(subject),
 *     toast: 'bankDeleted',
 *   });
 * }
 */
export function useApiMutation<TVariables = void, TData = unknown>(
  options: UseApiMutationOptions<TVariables, TData>,
): UseMutationResult<TData, Error, TVariables> {
  const subject = useSubject();
  const queryClient = useQueryClient();
  const showToast = useToast();
  const showMutationToast = useMutationToast();
  return useMutation<TData, Error, TVariables>({
    mutationFn: (variables) => options.mutationFn(variables, { subject }),
    onSuccess: async (data, variables) => {
      await settleCache(queryClient, {
        removes: options.removes?.(subject, data, variables) ?? [],
        invalidates: options.invalidates?.(subject, data, variables) ?? [],
      });
      if (typeof options.toast === 'function') {
        const toast = options.toast(data, variables);
        if (toast) showToast(toast);
      } else if (options.toast !== undefined) {
        showMutationToast(options.toast);
      }
      await options.onSuccess?.(data, variables);
    },
  });
}
