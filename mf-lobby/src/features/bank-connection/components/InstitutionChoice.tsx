import { useBrand, useFeatures } from '@patrimo/shared/react';
import { Alert, Anchor, Box, Button, Card, Center, Group, Loader, SimpleGrid, Stack, Text, TextInput, Title } from '@patrimo/shared/ui';
import { useMemo, useState } from 'react';
import { useIntl } from 'react-intl';
import { Link } from '@patrimo/shared/router';
import { useBanks } from '../api/get-banks';
import { popularFirst, searchInstitutions } from '../institutions';
import {
  bankAddDescription,
  bankConnectionMessages as m,
  institutionsCountMessage,
  institutionsFoundMessage,
  typeToSeeMoreMessage,
} from '../messages';
import { InstitutionBadge } from './InstitutionBadge';

export interface InstitutionChoiceProps {
  /** Where the flow lives: `/app/accounts/add` (onboarding, lobby) or `/app/accounts/new` (app). */
  base: '/app/accounts/add' | '/app/accounts/new';
}

/** How many institutions show before anything is typed (the list is long: 120 and more). */
const FIRST_SHOWN = 24;

/**
 * First step of the connection flow (spec §4 "select institution"): search the institutions by name
 * (case, accents and word order do not matter), or pick among the first ones; each leads to its login
 * form. A property can be added instead where the brand offers real estate.
 */
export function InstitutionChoice({ base }: InstitutionChoiceProps) {
  const intl = useIntl();
  const t = intl.formatMessage;
  const brand = useBrand();
  const features = useFeatures();
  const onboarding = base === '/app/accounts/add';
  const load = useBanks();
  const banks = load.data;
  const [query, setQuery] = useState('');

  const found = useMemo(() => (banks === undefined ? [] : searchInstitutions(banks, query)), [banks, query]);
  const shown = query.trim() === '' ? popularFirst(found).slice(0, FIRST_SHOWN) : found;

  return (
    <Stack gap="xl">
      <Stack gap={6}>
        <Title order={1} size="h2">
          {t(onboarding ? m.addTitle : m.newTitle)}
        </Title>
        <Text c="dimmed">{onboarding ? intl.formatMessage(bankAddDescription, { count: brand.institutionsClaim }) : t(m.newDescription)}</Text>
      </Stack>

      <TextInput
        label={t(m.searchLabel)}
        placeholder={t(m.searchPlaceholder)}
        value={query}
        onChange={(event) => setQuery(event.currentTarget.value)}
        type="search"
        autoComplete="off"
      />

      {banks === undefined && !load.isError && (
        <Center py="lg" role="status" aria-label={t(m.loadingInstitutions)}>
          <Loader />
        </Center>
      )}
      {banks === undefined && load.isError && (
        <Alert color="red" variant="light" role="alert">
          <Stack gap="sm" align="flex-start">
            <Text size="sm">{t(m.institutionsFailed)}</Text>
            <Button variant="light" color="red" onClick={() => void load.refetch()}>
              {t(m.retry)}
            </Button>
          </Stack>
        </Alert>
      )}
      {banks !== undefined && (
        <Stack gap="sm">
          <Text size="sm" c="dimmed" aria-live="polite">
            {query.trim() === ''
              ? intl.formatMessage(institutionsCountMessage, { count: banks.length })
              : intl.formatMessage(institutionsFoundMessage, { count: found.length })}
          </Text>
          {shown.length === 0 ? (
            <Text size="sm">{t(m.noInstitution)}</Text>
          ) : (
            <SimpleGrid cols={{ base: 1, xs: 2, sm: 3 }} spacing="sm" component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
              {shown.map((bank) => (
                <Box component="li" key={bank.id}>
                  <Card withBorder radius="md" padding="sm" component={Link} to={`${base}/${encodeURIComponent(bank.id)}`}>
                    <Group gap="sm" wrap="nowrap">
                      <InstitutionBadge bank={bank} />
                      <Text fw={600} size="sm" lineClamp={2}>
                        {bank.name}
                      </Text>
                    </Group>
                  </Card>
                </Box>
              ))}
            </SimpleGrid>
          )}
          {query.trim() === '' && found.length > shown.length && (
            <Text size="sm" c="dimmed">
              {intl.formatMessage(typeToSeeMoreMessage, { count: found.length - shown.length })}
            </Text>
          )}
        </Stack>
      )}

      {features.realEstate && (
        <Group gap="lg">
          {features.realEstateEstimator && (
            <Anchor component={Link} to={`${base}/real-estate`} size="sm">
              {t(m.estimateProperty)}
            </Anchor>
          )}
          <Anchor component={Link} to={`${base}/real-estate-man`} size="sm">
            {t(m.addPropertyManually)}
          </Anchor>
        </Group>
      )}
    </Stack>
  );
}
