import { Anchor, Badge, Box, Button, Card, Container, Group, List, SimpleGrid, Stack, Text, ThemeIcon, Title, type SimpleGridProps } from '@patrimo/shared/ui';
import { useBrand } from '@patrimo/shared/react';
import { useIntl } from 'react-intl';
import { Link } from '@patrimo/shared/router';
import { Faq } from '../../../components/Faq/Faq';
import { FeatureCard } from '../../../components/FeatureCard/FeatureCard';
import { Icon, type IconName } from '../../../components/Icon/Icon';
import { NumberedStep } from '../../../components/NumberedStep/NumberedStep';
import { PageHero } from '../../../components/PageHero/PageHero';
import { Section } from '../../../components/Section/Section';
import { useScrollToHash } from '../../../lib/use-scroll-to-hash';
import {
  capabilitiesAggregationLead,
  capabilitiesFaqCoverageA,
  capabilitiesFaqCoverageQ,
  capabilitiesFinalBody,
  capabilitiesLead,
  capabilitiesMessages as m,
  capabilitiesPricingFree,
  capabilitiesTitle,
} from '../messages';

interface CardData {
  icon: IconName;
  title: string;
  body: string;
}

function CardGrid({ cards, cols }: { cards: CardData[]; cols: NonNullable<SimpleGridProps['cols']> }) {
  return (
    <SimpleGrid cols={cols} spacing="lg">
      {cards.map((card) => (
        <FeatureCard key={card.title} icon={card.icon} title={card.title}>
          {card.body}
        </FeatureCard>
      ))}
    </SimpleGrid>
  );
}

/** Every capability explained, from aggregation to pricing, with the FAQ at `#faq`. */
export function FeaturesPage() {
  const intl = useIntl();
  const brand = useBrand();
  const t = intl.formatMessage;
  useScrollToHash();

  const toc = [
    { href: '#agregation', label: t(m.aggregationTitle) },
    { href: '#analyses', label: t(m.dashboardTitle) },
    { href: '#analyse-contrat', label: t(m.contractTitle) },
    { href: '#arbitrage', label: t(m.rebalancingTitle) },
    { href: '#immobilier', label: t(m.propertyTitle) },
    { href: '#profil', label: t(m.profileTitle) },
    { href: '#abonnement', label: t(m.pricingTitle) },
    { href: '#faq', label: t(m.faqTitle) },
  ];

  const connectionSteps = [
    { title: t(m.aggregationStep1), body: t(m.aggregationStep1Body) },
    { title: t(m.aggregationStep2), body: t(m.aggregationStep2Body) },
    { title: t(m.aggregationStep3), body: t(m.aggregationStep3Body) },
    { title: t(m.aggregationStep4), body: t(m.aggregationStep4Body) },
  ];

  const kinds = [m.kindChecking, m.kindSavings, m.kindSecurities, m.kindLifeInsurance, m.kindEmployee, m.kindLoans].map((d) => t(d));

  const analyses: CardData[] = [
    { icon: 'history', title: t(m.historyTitle), body: t(m.historyBody) },
    { icon: 'pie', title: t(m.allocationTitle), body: t(m.allocationBody) },
    { icon: 'globe', title: t(m.geographyTitle), body: t(m.geographyBody) },
    { icon: 'layers', title: t(m.sectorsTitle), body: t(m.sectorsBody) },
    { icon: 'trending', title: t(m.performanceTitle), body: t(m.performanceBody) },
    { icon: 'gauge', title: t(m.riskTitle), body: t(m.riskBody) },
    { icon: 'receipt', title: t(m.feesTitle), body: t(m.feesBody) },
  ];

  const contractSteps = [
    { title: t(m.stepAllocation), body: t(m.stepAllocationBody) },
    { title: t(m.stepPerformance), body: t(m.stepPerformanceBody) },
    { title: t(m.stepRisk), body: t(m.stepRiskBody) },
    { title: t(m.stepFees), body: t(m.stepFeesBody) },
    { title: t(m.stepAdvice), body: t(m.stepAdviceBody) },
  ];

  const rebalancing = [
    { title: t(m.rebalancingStart), body: t(m.rebalancingStartBody) },
    { title: t(m.rebalancingMarket), body: t(m.rebalancingMarketBody) },
    { title: t(m.rebalancingOptimize), body: t(m.rebalancingOptimizeBody) },
  ];

  const property: CardData[] = [
    { icon: 'home', title: t(m.propertyEstimate), body: t(m.propertyEstimateBody) },
    { icon: 'compass', title: t(m.propertyNeighbourhood), body: t(m.propertyNeighbourhoodBody) },
    { icon: 'card', title: t(m.propertyLoans), body: t(m.propertyLoansBody) },
  ];

  const levels = [m.levelGuaranteed, m.levelPrudent, m.levelDefensive, m.levelBalanced, m.levelOffensive, m.levelAggressive].map((d) => t(d));

  const everyday: CardData[] = [
    { icon: 'bell', title: t(m.notificationsTitle), body: t(m.notificationsBody) },
    { icon: 'eye', title: t(m.privateModeTitle), body: t(m.privateModeBody) },
    { icon: 'layers', title: t(m.themeTitle), body: t(m.themeBody) },
  ];

  const pricing: CardData[] = [
    { icon: 'clock', title: t(m.pricingMonthly), body: t(m.pricingMonthlyBody) },
    { icon: 'receipt', title: t(m.pricingCoupon), body: t(m.pricingCouponBody) },
    { icon: 'lock', title: t(m.pricingCard), body: t(m.pricingCardBody) },
  ];

  const faq = [
    { question: t(capabilitiesFaqCoverageQ, { brand: brand.name }), answer: t(capabilitiesFaqCoverageA, { count: brand.institutionsClaim }) },
    { question: t(m.faqOperationsQ), answer: t(m.faqOperationsA) },
    { question: t(m.faqRefreshQ), answer: t(m.faqRefreshA) },
    { question: t(m.faqCredentialsQ), answer: t(m.faqCredentialsA) },
    { question: t(m.faqAdviceQ), answer: t(m.faqAdviceA) },
    { question: t(m.faqDemoQ), answer: t(m.faqDemoA) },
    { question: t(m.faqPriceQ), answer: t(m.faqPriceA) },
    { question: t(m.faqDeleteQ), answer: t(m.faqDeleteA) },
  ];

  return (
    <>
      <PageHero
        eyebrow={t(m.eyebrow)}
        title={t(capabilitiesTitle, { brand: brand.name })}
        lead={t(capabilitiesLead, { count: brand.institutionsClaim })}
        actions={
          <>
            <Button component={Link} to="/app/register" size="md">
              {t(m.ctaRegister)}
            </Button>
            <Button component="a" href="#faq" size="md" variant="default">
              {t(m.ctaFaq)}
            </Button>
          </>
        }
      >
        <Group component="nav" aria-label={t(m.tocLabel)} gap="xs" mt={40}>
          {toc.map((entry) => (
            <Badge key={entry.href} component="a" href={entry.href} variant="white" size="lg" radius="sm" style={{ cursor: 'pointer' }}>
              {entry.label}
            </Badge>
          ))}
        </Group>
      </PageHero>

      <Section id="agregation" title={t(m.aggregationTitle)} lead={t(capabilitiesAggregationLead, { count: brand.institutionsClaim })}>
        <SimpleGrid cols={{ base: 1, md: 2 }} spacing={48}>
          <Stack gap="lg">
            <Title order={3}>{t(m.aggregationHowTitle)}</Title>
            <Stack component="ol" gap="lg" p={0} m={0} style={{ listStyle: 'none' }}>
              {connectionSteps.map((step, index) => (
                <Box component="li" key={step.title}>
                  <NumberedStep index={index + 1} title={step.title} description={step.body} order={4} />
                </Box>
              ))}
            </Stack>
          </Stack>
          <Stack gap="lg">
            <Title order={3}>{t(m.aggregationKindsTitle)}</Title>
            <List
              spacing="sm"
              icon={
                <ThemeIcon size={22} radius="xl" variant="light">
                  <Icon name="check" size={14} />
                </ThemeIcon>
              }
            >
              {kinds.map((kind) => (
                <List.Item key={kind}>{kind}</List.Item>
              ))}
            </List>
            <Card withBorder radius="md" padding="md" bg="var(--mantine-primary-color-light)">
              <Text size="sm" lh={1.6}>
                {t(m.demoNote)}
              </Text>
            </Card>
          </Stack>
        </SimpleGrid>
      </Section>

      <Section id="analyses" title={t(m.dashboardTitle)} lead={t(m.dashboardLead)} tinted>
        <CardGrid cards={analyses} cols={{ base: 1, sm: 2, lg: 4 }} />
      </Section>

      <Section id="analyse-contrat" title={t(m.contractTitle)} lead={t(m.contractLead)}>
        <SimpleGrid cols={{ base: 1, sm: 2, lg: 5 }} spacing="xl" component="ol" p={0} style={{ listStyle: 'none' }}>
          {contractSteps.map((step, index) => (
            <Box component="li" key={step.title}>
              <NumberedStep index={index + 1} title={step.title} description={step.body} />
            </Box>
          ))}
        </SimpleGrid>
      </Section>

      <Section id="arbitrage" title={t(m.rebalancingTitle)} lead={t(m.rebalancingLead)} tinted>
        <SimpleGrid cols={{ base: 1, md: 3 }} spacing="xl" component="ol" p={0} style={{ listStyle: 'none' }}>
          {rebalancing.map((step, index) => (
            <Box component="li" key={step.title}>
              <NumberedStep index={index + 1} title={step.title} description={step.body} />
            </Box>
          ))}
        </SimpleGrid>
      </Section>

      <Section id="immobilier" title={t(m.propertyTitle)} lead={t(m.propertyLead)}>
        {!brand.features.realEstateEstimator && (
          <Badge variant="light" color="gray" size="lg" mb="lg">
            {t(m.comingSoon)}
          </Badge>
        )}
        <CardGrid cards={property} cols={{ base: 1, md: 3 }} />
      </Section>

      <Section id="profil" title={t(m.profileTitle)} lead={t(m.profileLead)} tinted>
        <Group component="ol" aria-label={t(m.levelsLabel)} gap="sm" p={0} m={0} style={{ listStyle: 'none' }}>
          {levels.map((level, index) => (
            <Badge
              key={level}
              component="li"
              size="xl"
              radius="sm"
              variant="light"
              leftSection={intl.formatNumber(index)}
            >
              {level}
            </Badge>
          ))}
        </Group>
      </Section>

      <Section title={t(m.everydayTitle)}>
        <CardGrid cards={everyday} cols={{ base: 1, md: 3 }} />
      </Section>

      <Section id="abonnement" title={t(m.pricingTitle)} tinted {...(brand.features.userAccountsFree ? { lead: t(capabilitiesPricingFree, { brand: brand.name }) } : {})}>
        <CardGrid cards={pricing} cols={{ base: 1, md: 3 }} />
      </Section>

      <Section id="faq" title={t(m.faqTitle)}>
        <Faq items={faq} />
      </Section>

      <Container size="sm" pb={{ base: 40, sm: 80 }} ta="center">
        <Stack align="center" gap="md">
          <Title order={2}>{t(m.finalTitle)}</Title>
          <Text c="dimmed" size="lg" lh={1.6}>
            {t(capabilitiesFinalBody, { brand: brand.name })}
          </Text>
          <Group justify="center">
            <Button component={Link} to="/app/register" size="lg">
              {t(m.ctaRegister)}
            </Button>
            <Anchor component={Link} to="/app/login">
              {t(m.ctaLogin)}
            </Anchor>
          </Group>
        </Stack>
      </Container>
    </>
  );
}
