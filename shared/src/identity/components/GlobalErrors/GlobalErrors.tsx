import { Alert, List, Text } from '@patrimo/shared/ui';

export interface GlobalErrorsProps {
  /** Short French title of the failure. */
  title: string;
  /** French messages; nothing is rendered when empty. */
  messages: readonly string[];
}

/** Messages above a form: one as a sentence, several as a list. */
export function GlobalErrors({ title, messages: list }: GlobalErrorsProps) {
  if (list.length === 0) return null;
  return (
    <Alert color="red" variant="light" title={title} role="alert">
      {list.length === 1 ? (
        <Text size="sm">{list[0]}</Text>
      ) : (
        <List size="sm">
          {list.map((message) => (
            <List.Item key={message}>{message}</List.Item>
          ))}
        </List>
      )}
    </Alert>
  );
}
