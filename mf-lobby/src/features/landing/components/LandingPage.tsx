import { Anchor, Box, Button, Card, Container, Group, SimpleGrid, Stack, Text, ThemeIcon, Title } from '@patrimo/shared/ui';
import { useBrand } from '@patrimo/shared/react';
import { useIntl } from 'react-intl';
import { Link } from '@patrimo/shared/router';
import { FeatureCard } from '../../../components/FeatureCard/FeatureCard';
import { Icon, type IconName } from '../../../components/Icon/Icon';
import { NumberedStep } from '../../../components/NumberedStep/NumberedStep';
import { PageHero } from '../../../components/PageHero/PageHero';
import { Section } from '../../../components/Section/Section';
import {
  landingFactInstitutions,
  landingHeroKicker,
  landingHeroLead,
  landingHoldingsLead,
  landingMessages as m,
  landingProsBody,
  landingToolsLead,
} from '../messages';

/** The consumer landing page: what the product does for savers, and the ways in. */
export function LandingPage() {
  const intl = useIntl();
  const brand = useBrand();
  const t = intl.formatMessage;

  const facts: { icon: IconName; label: string }[] = [
    { icon: 'bank', label: t(landingFactInstitutions, { count: brand.institutionsClaim }) },
    { icon: 'refresh', label: t(m.factDaily) },
    { icon: 'eye', label: t(m.factReadOnly) },
    { icon: 'server', label: t(m.factEurope) },
  ];

  const holdings: { icon: IconName; title: string; body: string }[] = [
    { icon: 'bank', title: t(m.holdingsBank), body: t(m.holdingsBankBody) },
    { icon: 'coins', title: t(m.holdingsSavings), body: t(m.holdingsSavingsBody) },
    { icon: 'briefcase', title: t(m.holdingsSecurities), body: t(m.holdingsSecuritiesBody) },
    { icon: 'umbrella', title: t(m.holdingsLifeInsurance), body: t(m.holdingsLifeInsuranceBody) },
    { icon: 'clock', title: t(m.holdingsRetirement), body: t(m.holdingsRetirementBody) },
    { icon: 'card', title: t(m.holdingsLoans), body: t(m.holdingsLoansBody) },
    { icon: 'home', title: t(m.holdingsRealEstate), body: t(m.holdingsRealEstateBody) },
  ];

  const analyses: { icon: IconName; title: string; body: string }[] = [
    { icon: 'history', title: t(m.analysisHistory), body: t(m.analysisHistoryBody) },
    { icon: 'pie', title: t(m.analysisAllocation), body: t(m.analysisAllocationBody) },
    { icon: 'globe', title: t(m.analysisGeography), body: t(m.analysisGeographyBody) },
    { icon: 'layers', title: t(m.analysisSectors), body: t(m.analysisSectorsBody) },
    { icon: 'trending', title: t(m.analysisPerformance), body: t(m.analysisPerformanceBody) },
    { icon: 'gauge', title: t(m.analysisRisk), body: t(m.analysisRiskBody) },
    { icon: 'receipt', title: t(m.analysisFees), body: t(m.analysisFeesBody) },
  ];

  const steps = [
    { title: t(m.stepAllocation), body: t(m.stepAllocationBody) },
    { title: t(m.stepPerformance), body: t(m.stepPerformanceBody) },
    { title: t(m.stepRisk), body: t(m.stepRiskBody) },
    { title: t(m.stepFees), body: t(m.stepFeesBody) },
    { title: t(m.stepAdvice), body: t(m.stepAdviceBody) },
  ];

  // A brand without the estimator still shows it, announced as coming rather than promised as there.
  const propertyBadge = brand.features.realEstateEstimator ? {} : { badge: t(m.comingSoon) };

  return (
    <>
      <PageHero
        eyebrow={t(landingHeroKicker, { brand: brand.name })}
        title={brand.tagline}
        lead={t(landingHeroLead, { brand: brand.name, count: brand.institutionsClaim })}
        actions={
          <>
            <Button component={Link} to="/app/register" size="lg">
              {t(m.ctaRegister)}
            </Button>
            <Button component={Link} to="/app/login" size="lg" variant="default">
              {t(m.ctaLogin)}
            </Button>
            <Anchor component={Link} to="/for-advisors" fw={500}>
              {t(m.ctaAdvisors)}
            </Anchor>
          </>
        }
      >
        <SimpleGrid cols={{ base: 1, xs: 2, md: 4 }} spacing="md" mt={48} component="ul" p={0} style={{ listStyle: 'none' }}>
          {facts.map((fact) => (
            <Group key={fact.label} component="li" gap="sm" wrap="nowrap">
              <ThemeIcon variant="white" size={36} radius="xl">
                <Icon name={fact.icon} size={18} />
              </ThemeIcon>
              <Text fw={600} size="sm">
                {fact.label}
              </Text>
            </Group>
          ))}
        </SimpleGrid>
      </PageHero>

      <Section title={t(m.holdingsTitle)} lead={t(landingHoldingsLead, { count: brand.institutionsClaim })}>
        <SimpleGrid cols={{ base: 1, sm: 2, lg: 4 }} spacing="lg">
          {holdings.map((item) => (
            <FeatureCard key={item.title} icon={item.icon} title={item.title}>
              {item.body}
            </FeatureCard>
          ))}
        </SimpleGrid>
      </Section>

      <Section title={t(m.analysisTitle)} lead={t(m.analysisLead)} tinted>
        <SimpleGrid cols={{ base: 1, sm: 2, lg: 4 }} spacing="lg">
          {analyses.map((item) => (
            <FeatureCard key={item.title} icon={item.icon} title={item.title}>
              {item.body}
            </FeatureCard>
          ))}
        </SimpleGrid>
      </Section>

      <Section title={t(m.contractTitle)} lead={t(m.contractLead)}>
        <SimpleGrid cols={{ base: 1, sm: 2, lg: 5 }} spacing="xl" component="ol" p={0} style={{ listStyle: 'none' }}>
          {steps.map((step, index) => (
            <Box component="li" key={step.title}>
              <NumberedStep index={index + 1} title={step.title} description={step.body} />
            </Box>
          ))}
        </SimpleGrid>
      </Section>

      <Section title={t(m.toolsTitle)} lead={t(landingToolsLead, { brand: brand.name })} tinted>
        <SimpleGrid cols={{ base: 1, md: 3 }} spacing="lg">
          <FeatureCard icon="scale" title={t(m.toolRebalancing)}>
            {t(m.toolRebalancingBody)}
          </FeatureCard>
          <FeatureCard icon="home" title={t(m.toolProperty)} {...propertyBadge}>
            {t(m.toolPropertyBody)}
          </FeatureCard>
          <FeatureCard icon="target" title={t(m.toolProfile)}>
            {t(m.toolProfileBody)}
          </FeatureCard>
        </SimpleGrid>
        <Button component={Link} to="/features" variant="light" mt="xl">
          {t(m.seeFeatures)}
        </Button>
      </Section>

      <Container size="lg" py={{ base: 40, sm: 64 }}>
        <Card radius="lg" padding="xl" bg="var(--mantine-primary-color-light)">
          <Group justify="space-between" align="center" gap="lg">
            <Stack gap="xs" maw={640}>
              <Title order={2}>{t(m.prosTitle)}</Title>
              <Text lh={1.6}>{t(landingProsBody, { brand: brand.name })}</Text>
            </Stack>
            <Button component={Link} to="/for-advisors" size="md">
              {t(m.prosLink)}
            </Button>
          </Group>
        </Card>
      </Container>

      <Container size="sm" pb={{ base: 40, sm: 80 }} ta="center">
        <Stack align="center" gap="md">
          <Title order={2}>{t(m.finalTitle)}</Title>
          <Text c="dimmed" size="lg" lh={1.6}>
            {t(m.finalBody)}
          </Text>
          <Group justify="center" gap="md">
            <Button component={Link} to="/app/register" size="lg">
              {t(m.ctaRegister)}
            </Button>
            <Button component={Link} to="/app/login" size="lg" variant="default">
              {t(m.ctaLogin)}
            </Button>
          </Group>
          <Anchor component={Link} to="/commitments">
            {t(m.commitmentsLink)}
          </Anchor>
        </Stack>
      </Container>
    </>
  );
}
