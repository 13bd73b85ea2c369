import { messageForError } from '@patrimo/shared';
import { isApiHttpError, isApiNetworkError } from '@patrimo/shared/client';

/**
 * The French message of a failed read, from the shared catalogue (spec §8): the first code the server
 * sent, or why it never answered. The one place a load failure becomes text.
 *
 * @example
 * loadErrorMessage(new ApiHttpError(404, ['not_found'], {})); // « Élément introuvable. »
 */
export function loadErrorMessage(error: unknown): string {
  if (isApiNetworkError(error)) return messageForError('network_error');
  if (isApiHttpError(error)) return messageForError(error.codes[0] ?? Object.values(error.fields)[0]?.[0] ?? 'unknown');
  return messageForError('unknown');
}
