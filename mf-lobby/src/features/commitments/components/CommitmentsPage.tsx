import { Anchor, Button, Card, Container, Group, SimpleGrid, Stack, Text, Title } from '@patrimo/shared/ui';
import { useBrand } from '@patrimo/shared/react';
import { useIntl } from 'react-intl';
import { Link } from '@patrimo/shared/router';
import { FeatureCard } from '../../../components/FeatureCard/FeatureCard';
import type { IconName } from '../../../components/Icon/Icon';
import { PageHero } from '../../../components/PageHero/PageHero';
import { Section } from '../../../components/Section/Section';
import { commitmentsLead, commitmentsMessages as m, commitmentsTitle } from '../messages';

/** Independence, data security, no sale of data, transparency, deletion at any time. */
export function CommitmentsPage() {
  const intl = useIntl();
  const brand = useBrand();
  const t = intl.formatMessage;

  const principles: { icon: IconName; title: string; body: string }[] = [
    { icon: 'compass', title: t(m.independenceTitle), body: t(m.independenceBody) },
    { icon: 'ban', title: t(m.noSaleTitle), body: t(m.noSaleBody) },
    { icon: 'document', title: t(m.transparencyTitle), body: t(m.transparencyBody) },
    { icon: 'trash', title: t(m.deletionTitle), body: t(m.deletionBody) },
    { icon: 'refresh', title: t(m.freshnessTitle), body: t(m.freshnessBody) },
  ];

  const security: { icon: IconName; title: string; body: string }[] = [
    { icon: 'eye', title: t(m.readOnlyTitle), body: t(m.readOnlyBody) },
    { icon: 'lock', title: t(m.encryptionTitle), body: t(m.encryptionBody) },
    { icon: 'server', title: t(m.hostingTitle), body: t(m.hostingBody) },
    { icon: 'key', title: t(m.accountTitle), body: t(m.accountBody) },
  ];

  return (
    <>
      <PageHero eyebrow={t(m.eyebrow)} title={t(commitmentsTitle, { brand: brand.name })} lead={t(commitmentsLead, { brand: brand.name })} />

      <Section title={t(m.principlesTitle)}>
        <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="lg">
          {principles.map((item) => (
            <FeatureCard key={item.title} icon={item.icon} title={item.title}>
              {item.body}
            </FeatureCard>
          ))}
        </SimpleGrid>
      </Section>

      <Section id="securite" title={t(m.securityTitle)} lead={t(m.securityLead)} tinted>
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="lg">
          {security.map((item) => (
            <FeatureCard key={item.title} icon={item.icon} title={item.title}>
              {item.body}
            </FeatureCard>
          ))}
        </SimpleGrid>
      </Section>

      <Container size="lg" py={{ base: 40, sm: 64 }}>
        <Card radius="lg" padding="xl" withBorder>
          <Group justify="space-between" align="center" gap="lg">
            <Stack gap="xs" maw={680}>
              <Title order={2}>{t(m.rightsTitle)}</Title>
              <Text lh={1.6}>{t(m.rightsBody)}</Text>
              <Text c="dimmed" size="sm">
                {t(m.contact)}{' '}
                <Anchor href={`mailto:${brand.supportEmail}`} size="sm">
                  {brand.supportEmail}
                </Anchor>
              </Text>
            </Stack>
            <Stack gap="sm" align="flex-start">
              <Button component={Link} to="/app/register">
                {t(m.ctaRegister)}
              </Button>
              <Anchor component={Link} to="/cgu">
                {t(m.rightsTerms)}
              </Anchor>
            </Stack>
          </Group>
        </Card>
      </Container>
    </>
  );
}
