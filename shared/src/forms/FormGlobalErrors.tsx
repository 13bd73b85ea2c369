import { Alert, List, Text } from '@patrimo/shared/ui';
import { GLOBAL_ERRORS_ATTRIBUTE } from './focus-first-error';

export interface FormGlobalErrorsProps {
  /** French messages from `useApiForm` (or `formErrorsFromApi(...).global`); nothing shows when empty. */
  messages: readonly string[];
  /** Short French title saying what failed (« Création du compte impossible »). @default none */
  title?: string;
}

/**
 * The global errors of a form (spec §8), above its fields: one message as a sentence, several as a list.
 * Announced to screen readers when it appears, and focusable so a refused submit can land on it.
 */
export function FormGlobalErrors({ messages, title }: FormGlobalErrorsProps) {
  if (messages.length === 0) return null;
  return (
    <Alert color="red" role="alert" tabIndex={-1} {...(title === undefined ? {} : { title })} {...{ [GLOBAL_ERRORS_ATTRIBUTE]: '' }}>
      {messages.length === 1 ? (
        <Text size="sm">{messages[0]}</Text>
      ) : (
        <List size="sm">
          {messages.map((message) => (
            <List.Item key={message}>{message}</List.Item>
          ))}
        </List>
      )}
    </Alert>
  );
}
