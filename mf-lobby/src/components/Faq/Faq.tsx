import { Text } from '@patrimo/shared/ui';
import { Accordion } from '@patrimo/shared/ui/extra';

export interface FaqItem {
  question: string;
  answer: string;
}

export interface FaqProps {
  items: FaqItem[];
}

/**
 * Questions and answers, one open at a time; questions are level-3 headings inside their section. Closed answers
 * stay in the page, hidden (`display-none`), rather than in a hidden React Activity, which a server render leaves
 * out: the pre-rendered page holds every answer, for search engines, and equals the client's render.
 */
export function Faq({ items }: FaqProps) {
  return (
    <Accordion variant="separated" radius="md" maw={880} order={3} keepMountedMode="display-none">
      {items.map((item) => (
        <Accordion.Item key={item.question} value={item.question}>
          <Accordion.Control>
            <Text fw={600}>{item.question}</Text>
          </Accordion.Control>
          <Accordion.Panel>
            <Text c="dimmed" lh={1.7}>
              {item.answer}
            </Text>
          </Accordion.Panel>
        </Accordion.Item>
      ))}
    </Accordion>
  );
}
