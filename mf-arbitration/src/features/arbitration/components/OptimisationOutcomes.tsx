import { Alert, Card, Stack, Text, Title } from '@patrimo/shared/ui';
import { messageForError, type ErrorCode } from '@patrimo/shared';
import { useId } from 'react';
import { useIntl, type MessageDescriptor } from 'react-intl';
import { arbitrationMessages as m } from '../messages';

/** The three answers an optimisation can end with besides a result (spec §5 and §8), worded by the shared error catalogue. */
const OUTCOMES: readonly { code: ErrorCode; title: MessageDescriptor; color: string }[] = [
  { code: 'no_euro_fund', title: m.outcomeNoEuroFund, color: 'yellow' },
  { code: 'no_low_risk_fund', title: m.outcomeNoLowRiskFund, color: 'yellow' },
  { code: 'optimisation_failed', title: m.outcomeFailure, color: 'red' },
];

/** What the saver may be told instead of a result, so the optimisation page says it before it exists. */
export function OptimisationOutcomes() {
  const intl = useIntl();
  const titleId = useId();
  return (
    <Card withBorder radius="md" padding="lg" maw={880} component="section" aria-labelledby={titleId}>
      <Title order={2} size="h4" id={titleId}>
        {intl.formatMessage(m.outcomesTitle)}
      </Title>
      <Text size="sm" c="dimmed" mt={4} mb="md">
        {intl.formatMessage(m.outcomesLead)}
      </Text>
      <Stack gap="sm">
        {OUTCOMES.map((outcome) => (
          <Alert
            key={outcome.code}
            variant="light"
            color={outcome.color}
            title={intl.formatMessage(outcome.title)}
            data-optimisation-outcome={outcome.code}
          >
            {messageForError(outcome.code)}
          </Alert>
        ))}
      </Stack>
    </Card>
  );
}
