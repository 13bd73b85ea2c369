import { contractKindLabels, feeKindLabels, formatCurrency, formatPercent } from '@patrimo/shared';
import { ApiHttpError } from '@patrimo/shared/client';
import { loadStateOf } from '@patrimo/shared/query';
import { PatrimoQueryProvider, useBrand, usePageTitle } from '@patrimo/shared/react';
import { Alert, Anchor, Button, Card, Container, Group, Loader, SimpleGrid, Stack, Text, Title } from '@patrimo/shared/ui';
import { Table } from '@patrimo/shared/ui/extra';
import { useEffect } from 'react';
import { useIntl } from 'react-intl';
import { Link, Navigate, useParams } from '@patrimo/shared/router';
import { useContract } from '../api/get-contract';
import { publicContractCtaMessage, publicContractFundsMessage, publicContractMessages as m } from '../messages';
import { publicContractHead, setMetaDescription } from '../page-meta';

/**
 * `/contrats/:contractUrl`: a catalogue product's public card, readable without an account and indexable. It reads
 * the API through the page's query cache, which it provides itself: the public pages' entry (host/src/public), which
 * also serves the cards, leaves the cache to the pages that read the API. In the application the cache is already
 * there, and the provider gives the same one.
 */
export function PublicContractScreen() {
  return (
    <PatrimoQueryProvider>
      <ContractCard />
    </PatrimoQueryProvider>
  );
}

function ContractCard() {
  const intl = useIntl();
  const t = intl.formatMessage;
  const brand = useBrand();
  const { contractUrl = '' } = useParams();
  const contract = useContract(contractUrl);
  const load = loadStateOf(contract);
  const product = load.state === 'ready' ? load.data : null;

  // Its own French title and description, for the tab, screen readers and search engines.
  const head = product ? publicContractHead(product, intl, brand.name) : null;
  usePageTitle(head?.title);
  const description = head?.description;
  useEffect(() => (description ? setMetaDescription(description) : undefined), [description]);

  if (contract.error instanceof ApiHttpError && (contract.error.status === 404 || contract.error.status === 400)) return <Navigate to="/404" replace />;
  return (
    <Container size="lg" py={{ base: 40, sm: 64 }}>
      {product === null ? (
        load.state === 'failed' ? (
          <Alert color="red" variant="light" title={t(m.notFoundTitle)} role="alert">
            {load.message}
          </Alert>
        ) : (
          <Group gap="sm" role="status" aria-live="polite">
            <Loader size="sm" />
            <Text>{t(m.loading)}</Text>
          </Group>
        )
      ) : (
        <Stack gap="xl" data-public-contract={product.url}>
          <Stack gap="xs">
            <Title order={1}>{product.name}</Title>
            <Text size="lg" c="dimmed">
              {contractKindLabels[product.kind]} · {product.bankName}
            </Text>
            {product.description && <Text>{product.description}</Text>}
          </Stack>
          <SimpleGrid cols={{ base: 1, md: 2 }} spacing="lg">
            <Card withBorder radius="md" padding="lg" component="section" aria-labelledby="contract-what">
              <Stack gap="xs">
                <Title order={2} size="h3" id="contract-what">
                  {t(m.whatTitle)}
                </Title>
                {[
                  [t(m.kind), contractKindLabels[product.kind]],
                  [t(m.seller), product.bankName],
                  [t(m.minimumDeposit), product.minimumDeposit === null ? t(m.notGiven) : formatCurrency(product.minimumDeposit, { concise: true })],
                  ...(product.kind === 'lifeinsurance' || product.kind === 'capitalisation'
                    ? [[t(m.euroFundRate), product.euroFundRate === null ? t(m.notGiven) : formatPercent(product.euroFundRate)]]
                    : []),
                ].map(([label, value]) => (
                  <Group key={label} justify="space-between">
                    <Text>{label}</Text>
                    <Text fw={600}>{value}</Text>
                  </Group>
                ))}
              </Stack>
            </Card>
            <Card withBorder radius="md" padding="lg" component="section" aria-labelledby="contract-fees">
              <Stack gap="xs">
                <Title order={2} size="h3" id="contract-fees">
                  {t(m.feesTitle)}
                </Title>
                {product.fees.length === 0 ? (
                  <Text>{t(m.noFees)}</Text>
                ) : (
                  <Table>
                    <Table.Thead>
                      <Table.Tr>
                        <Table.Th scope="col">{t(m.feeColumn)}</Table.Th>
                        <Table.Th scope="col">{t(m.rateColumn)}</Table.Th>
                      </Table.Tr>
                    </Table.Thead>
                    <Table.Tbody>
                      {product.fees.map((fee) => (
                        <Table.Tr key={fee.kind}>
                          <Table.Th scope="row">{feeKindLabels[fee.kind]}</Table.Th>
                          <Table.Td>{formatPercent(fee.rate)}</Table.Td>
                        </Table.Tr>
                      ))}
                    </Table.Tbody>
                  </Table>
                )}
              </Stack>
            </Card>
          </SimpleGrid>
          <Card withBorder radius="md" padding="lg" component="section" aria-labelledby="contract-funds">
            <Stack gap="xs">
              <Title order={2} size="h3" id="contract-funds">
                {t(m.fundsTitle)}
              </Title>
              <Text>{product.investmentsCount > 0 ? t(publicContractFundsMessage, { count: product.investmentsCount }) : t(m.noFunds)}</Text>
            </Stack>
          </Card>
          <Card radius="md" padding="lg" bg="var(--mantine-color-default-hover)" component="section" aria-labelledby="contract-cta">
            <Stack gap="sm" align="flex-start">
              <Title order={2} size="h3" id="contract-cta">
                {t(m.ctaTitle)}
              </Title>
              <Text>{t(publicContractCtaMessage, { brand: brand.name })}</Text>
              <Group>
                <Button component={Link} to="/app/register">
                  {t(m.register)}
                </Button>
                <Anchor component={Link} to="/features">
                  {t(m.features)}
                </Anchor>
              </Group>
            </Stack>
          </Card>
        </Stack>
      )}
    </Container>
  );
}
