import { Box, Button, SimpleGrid, Stack, Text } from '@patrimo/shared/ui';
import { useBrand } from '@patrimo/shared/react';
import { useIntl } from 'react-intl';
import { Link } from '@patrimo/shared/router';
import { Faq } from '../../../components/Faq/Faq';
import { FeatureCard } from '../../../components/FeatureCard/FeatureCard';
import type { IconName } from '../../../components/Icon/Icon';
import { NumberedStep } from '../../../components/NumberedStep/NumberedStep';
import { PageHero } from '../../../components/PageHero/PageHero';
import { Section } from '../../../components/Section/Section';
import { useScrollToHash } from '../../../lib/use-scroll-to-hash';
import { prosCustomersSummary, prosMessages as m, prosOverviewLead, prosOverviewTitle } from '../messages';
import { ProsCallToAction } from './ProsCallToAction';
import { ProsNav } from './ProsNav';

/** The professional landing page: what advisors get, how to start, their FAQ at `#faq`. */
export function ForAdvisorsPage() {
  const intl = useIntl();
  const brand = useBrand();
  const t = intl.formatMessage;
  useScrollToHash();

  const tools: { icon: IconName; title: string; body: string }[] = [
    { icon: 'filter', title: t(m.toolList), body: t(m.toolListBody) },
    { icon: 'pie', title: t(m.toolOverview), body: t(m.toolOverviewBody) },
    { icon: 'chat', title: t(m.toolInteractions), body: t(m.toolInteractionsBody) },
    { icon: 'upload', title: t(m.toolInvitations), body: t(m.toolInvitationsBody) },
    { icon: 'chart', title: t(m.toolStats), body: t(m.toolStatsBody) },
  ];

  const steps = [
    { title: t(m.start1), body: t(m.start1Body) },
    { title: t(m.start2), body: t(m.start2Body) },
    { title: t(m.start3), body: t(m.start3Body) },
    { title: t(m.start4), body: t(m.start4Body) },
  ];

  const faq = [
    { question: t(m.faqConsentQ), answer: t(m.faqConsentA) },
    { question: t(m.faqEditQ), answer: t(m.faqEditA) },
    { question: t(m.faqCsvQ), answer: t(m.faqCsvA) },
    { question: t(m.faqRolesQ), answer: t(m.faqRolesA) },
    { question: t(m.faqAdviceQ), answer: t(m.faqAdviceA) },
  ];

  return (
    <>
      <PageHero
        eyebrow={t(m.overviewEyebrow)}
        title={t(prosOverviewTitle, { brand: brand.name })}
        lead={t(prosOverviewLead, { count: brand.institutionsClaim })}
        actions={
          <>
            <Button component={Link} to="/advisory/login" size="md">
              {t(m.ctaLogin)}
            </Button>
            <Button component={Link} to="/advisor" size="md" variant="default">
              {t(m.ctaDiscover)}
            </Button>
          </>
        }
      >
        <ProsNav />
      </PageHero>

      <Section title={t(m.toolsTitle)} lead={t(m.toolsLead)}>
        <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="lg">
          {tools.map((tool) => (
            <FeatureCard key={tool.title} icon={tool.icon} title={tool.title}>
              {tool.body}
            </FeatureCard>
          ))}
        </SimpleGrid>
      </Section>

      <Section title={t(m.navCustomers)} tinted>
        <Stack gap="md" align="flex-start" maw={760}>
          <Text size="lg" lh={1.6}>
            {t(prosCustomersSummary, { brand: brand.name })}
          </Text>
          <Button component={Link} to="/customers" variant="light">
            {t(m.ctaCustomers)}
          </Button>
        </Stack>
      </Section>

      <Section title={t(m.startTitle)}>
        <SimpleGrid cols={{ base: 1, sm: 2, lg: 4 }} spacing="xl" component="ol" p={0} style={{ listStyle: 'none' }}>
          {steps.map((step, index) => (
            <Box component="li" key={step.title}>
              <NumberedStep index={index + 1} title={step.title} description={step.body} />
            </Box>
          ))}
        </SimpleGrid>
      </Section>

      <Section id="faq" title={t(m.faqTitle)} tinted>
        <Faq items={faq} />
      </Section>

      <ProsCallToAction />
    </>
  );
}
