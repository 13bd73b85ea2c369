import { Alert, List, Text } from '@patrimo/shared/ui';

export interface FormAlertProps {
  /** Short French title (« Création du compte impossible »). */
  title: string;
  /** French messages; nothing is rendered when empty. */
  messages: readonly string[];
}

/**
 * The global errors of a lobby form (spec §4 "Forms show global errors"), above the form as in the
 * sign-in form: one sentence alone, several as a list. `role="alert"` so the failure is announced.
 */
export function FormAlert({ title, messages }: FormAlertProps) {
  if (messages.length === 0) return null;
  return (
    <Alert color="red" variant="light" title={title} role="alert">
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
