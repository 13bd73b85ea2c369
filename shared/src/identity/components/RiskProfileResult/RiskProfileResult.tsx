import { RECOMMENDED_RISKS, recommendedRiskLabels, type RecommendedRisk, type RiskAssessment } from '@patrimo/shared';
import { Box, List, Stack, Text, Title, type MantineColor, type TitleOrder } from '@patrimo/shared/ui';
import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { identityMessages, resultLevel, resultScore } from '../../messages';

/** Colour of each recommended profile on the scale, calm to hot. */
const RISK_COLORS: Record<RecommendedRisk, MantineColor> = { 1: 'teal', 2: 'green', 3: 'yellow', 4: 'orange', 5: 'red' };

export interface RiskProfileResultProps {
  /** What the questionnaire yielded (`profile.riskAssessment`). */
  assessment: RiskAssessment;
  /** Level of the profile name's heading in the page. @default 2 */
  headingOrder?: TitleOrder;
  /** Under the reasons: actions of the screen (next step, redo the questionnaire…). */
  children?: ReactNode;
}

/**
 * The recommended profile (spec §3: 1 prudent … 5 aggressive) with its French name, its place on a 1-5
 * scale, the one-sentence summary and the reasons the API gives, so the saver sees why, not only what.
 */
export function RiskProfileResult({ assessment, headingOrder = 2, children }: RiskProfileResultProps) {
  const intl = useIntl();
  const level = assessment.recommendedRisk;
  const max = RECOMMENDED_RISKS.length;
  return (
    <Stack gap="md" data-recommended-risk={level}>
      <Stack gap={2}>
        <Text size="sm" c="dimmed">
          {intl.formatMessage(identityMessages.resultEyebrow)}
        </Text>
        <Title order={headingOrder}>{recommendedRiskLabels[level]}</Title>
        <Text size="sm" c="dimmed">
          {intl.formatMessage(resultLevel, { level, max })}
        </Text>
      </Stack>

      <Box
        component="ol"
        aria-label={intl.formatMessage(identityMessages.scaleLabel)}
        style={{ display: 'grid', gridTemplateColumns: `repeat(${max}, 1fr)`, gap: 6, listStyle: 'none', padding: 0, margin: 0 }}
      >
        {RECOMMENDED_RISKS.map((risk) => {
          const current = risk === level;
          return (
            <Box component="li" key={risk} aria-current={current ? 'step' : undefined}>
              <Box
                h={current ? 12 : 8}
                mt={current ? 0 : 2}
                style={{
                  borderRadius: 4,
                  background: risk <= level ? `var(--mantine-color-${RISK_COLORS[risk]}-6)` : 'var(--mantine-color-default-border)',
                }}
              />
              <Text size="xs" ta="center" mt={4} fw={current ? 700 : 400} {...(current ? {} : { c: 'dimmed' })}>
                {recommendedRiskLabels[risk]}
              </Text>
            </Box>
          );
        })}
      </Box>

      <Text>{assessment.summary}</Text>

      {assessment.reasons.length > 0 && (
        <Stack gap={6}>
          <Text fw={600} size="sm">
            {intl.formatMessage(identityMessages.reasonsTitle)}
          </Text>
          <List size="sm" spacing={4}>
            {assessment.reasons.map((reason) => (
              <List.Item key={reason}>{reason}</List.Item>
            ))}
          </List>
        </Stack>
      )}

      <Text size="xs" c="dimmed">
        {intl.formatMessage(resultScore, { score: assessment.score, maxScore: assessment.maxScore })}
      </Text>

      {children}
    </Stack>
  );
}
