import { List, SimpleGrid, Stack, ThemeIcon, Title } from '@patrimo/shared/ui';
import { useBrand } from '@patrimo/shared/react';
import { useIntl } from 'react-intl';
import { FeatureCard } from '../../../components/FeatureCard/FeatureCard';
import { Icon, type IconName } from '../../../components/Icon/Icon';
import { PageHero } from '../../../components/PageHero/PageHero';
import { Section } from '../../../components/Section/Section';
import { prosAdvisorLead, prosMessages as m } from '../messages';
import { ProsCallToAction } from './ProsCallToAction';
import { ProsNav } from './ProsNav';

/** The advisor's tooling in detail: customer list, customer file, interactions, invitations, statistics. */
export function AdvisorPage() {
  const intl = useIntl();
  const brand = useBrand();
  const t = intl.formatMessage;

  const columns = [m.colWealth, m.colContracts, m.colRisk, m.colLastInteraction, m.colFavorite].map((d) => t(d));

  const file: { icon: IconName; title: string; body: string }[] = [
    { icon: 'user', title: t(m.fileOverview), body: t(m.fileOverviewBody) },
    { icon: 'pie', title: t(m.fileInsights), body: t(m.fileInsightsBody) },
    { icon: 'chat', title: t(m.fileInteractions), body: t(m.fileInteractionsBody) },
    { icon: 'eye', title: t(m.fileView), body: t(m.fileViewBody) },
  ];

  const more: { icon: IconName; title: string; body: string }[] = [
    { icon: 'phone', title: t(m.interactionsTitle), body: t(m.interactionsBody) },
    { icon: 'mail', title: t(m.invitationsTitle), body: t(m.invitationsBody) },
    { icon: 'chart', title: t(m.statsTitle), body: t(m.statsBody) },
    { icon: 'users', title: t(m.rolesTitle), body: t(m.rolesBody) },
  ];

  return (
    <>
      <PageHero eyebrow={t(m.advisorEyebrow)} title={t(m.advisorTitle)} lead={t(prosAdvisorLead, { brand: brand.name })}>
        <ProsNav />
      </PageHero>

      <Section title={t(m.listTitle)} lead={t(m.listLead)}>
        <SimpleGrid cols={{ base: 1, md: 2 }} spacing={48}>
          <Stack gap="md">
            <Title order={3} size="h4">
              {t(m.listColumns)}
            </Title>
            <List
              spacing="sm"
              icon={
                <ThemeIcon size={22} radius="xl" variant="light">
                  <Icon name="check" size={14} />
                </ThemeIcon>
              }
            >
              {columns.map((column) => (
                <List.Item key={column}>{column}</List.Item>
              ))}
            </List>
          </Stack>
          <FeatureCard icon="filter" title={t(m.toolList)}>
            {t(m.listFilters)}
          </FeatureCard>
        </SimpleGrid>
      </Section>

      <Section title={t(m.fileTitle)} lead={t(m.fileLead)} tinted>
        <SimpleGrid cols={{ base: 1, sm: 2, lg: 4 }} spacing="lg">
          {file.map((item) => (
            <FeatureCard key={item.title} icon={item.icon} title={item.title}>
              {item.body}
            </FeatureCard>
          ))}
        </SimpleGrid>
      </Section>

      <Section title={t(m.toolsTitle)}>
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="lg">
          {more.map((item) => (
            <FeatureCard key={item.title} icon={item.icon} title={item.title}>
              {item.body}
            </FeatureCard>
          ))}
        </SimpleGrid>
      </Section>

      <ProsCallToAction />
    </>
  );
}
