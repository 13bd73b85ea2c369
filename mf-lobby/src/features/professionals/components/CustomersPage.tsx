import { Anchor, Box, Button, Card, SimpleGrid, Stack, Text } from '@patrimo/shared/ui';
import { useBrand } from '@patrimo/shared/react';
import { useIntl } from 'react-intl';
import { Link } from '@patrimo/shared/router';
import { FeatureCard } from '../../../components/FeatureCard/FeatureCard';
import type { IconName } from '../../../components/Icon/Icon';
import { NumberedStep } from '../../../components/NumberedStep/NumberedStep';
import { PageHero } from '../../../components/PageHero/PageHero';
import { Section } from '../../../components/Section/Section';
import { prosCustomersLead, prosMessages as m } from '../messages';
import { ProsCallToAction } from './ProsCallToAction';
import { ProsNav } from './ProsNav';

/** What the advisor's customers get, how they join, and the control they keep. */
export function CustomersPage() {
  const intl = useIntl();
  const brand = useBrand();
  const t = intl.formatMessage;

  const gains: { icon: IconName; title: string; body: string }[] = [
    { icon: 'bank', title: t(m.gainConsolidation), body: t(m.gainConsolidationBody) },
    { icon: 'pie', title: t(m.gainAnalysis), body: t(m.gainAnalysisBody) },
    { icon: 'target', title: t(m.gainProfile), body: t(m.gainProfileBody) },
    { icon: 'home', title: t(m.gainProperty), body: t(m.gainPropertyBody) },
    { icon: 'users', title: t(m.gainAdvisor), body: t(m.gainAdvisorBody) },
    { icon: 'bell', title: t(m.gainNotifications), body: t(m.gainNotificationsBody) },
  ];

  const steps = [
    { title: t(m.join1), body: t(m.join1Body) },
    { title: t(m.join2), body: t(m.join2Body) },
    { title: t(m.join3), body: t(m.join3Body) },
    { title: t(m.join4), body: t(m.join4Body) },
  ];

  return (
    <>
      <PageHero
        eyebrow={t(m.customersEyebrow)}
        title={t(m.customersTitle)}
        lead={t(prosCustomersLead, { count: brand.institutionsClaim })}
        actions={
          <Button component={Link} to="/advisory/login" size="md">
            {t(m.ctaInvite)}
          </Button>
        }
      >
        <ProsNav />
      </PageHero>

      <Section title={t(m.gainsTitle)}>
        <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="lg">
          {gains.map((gain) => (
            <FeatureCard key={gain.title} icon={gain.icon} title={gain.title}>
              {gain.body}
            </FeatureCard>
          ))}
        </SimpleGrid>
      </Section>

      <Section title={t(m.joinTitle)} tinted>
        <SimpleGrid cols={{ base: 1, sm: 2, lg: 4 }} spacing="xl" component="ol" p={0} style={{ listStyle: 'none' }}>
          {steps.map((step, index) => (
            <Box component="li" key={step.title}>
              <NumberedStep index={index + 1} title={step.title} description={step.body} />
            </Box>
          ))}
        </SimpleGrid>
      </Section>

      <Section title={t(m.controlTitle)}>
        <Card withBorder radius="lg" padding="xl" maw={880}>
          <Stack gap="md" align="flex-start">
            <Text size="lg" lh={1.6}>
              {t(m.controlBody)}
            </Text>
            <Anchor component={Link} to="/commitments">
              {t(m.controlLink)}
            </Anchor>
          </Stack>
        </Card>
      </Section>

      <ProsCallToAction />
    </>
  );
}
