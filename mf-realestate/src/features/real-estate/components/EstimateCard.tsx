import { formatCurrency, formatDate, MASKED_AMOUNT, type RealEstate, type RealEstateEstimate } from '@patrimo/shared';
import { Alert, Badge, Group, List, SimpleGrid, Stack, Text, Title } from '@patrimo/shared/ui';
import { useIntl } from 'react-intl';
import { adjustmentPercent } from '../chart-data';
import {
  communeLineMessage,
  estimatedAtMessage,
  moreCommunesMessage,
  perSquareMetreMessage,
  rangeMessage,
  salesMessage,
  themeLabels,
  themeListMessage,
  themesWithoutDataMessage,
  valuationMessages as m,
} from '../valuation-messages';
import { labelledMessage } from '../add-messages';
import { ValueChart } from './ValueChart';

const RELIABILITY = { high: m.reliabilityHigh, medium: m.reliabilityMedium, low: m.reliabilityLow } as const;
const RELIABILITY_COLOR = { high: 'green', medium: 'yellow', low: 'red' } as const;
const SOURCE = {
  commune: m.sourceCommune,
  neighbours: m.sourceNeighbours,
  departement: m.sourceDepartement,
  similarCommunes: m.sourceSimilarCommunes,
  bigCity: m.sourceBigCity,
} as const;

export interface EstimateCardProps {
  estimate: RealEstateEstimate;
  masked?: boolean;
  /** Level of the section's title. @default 2 */
  order?: 2 | 3;
}

/**
 * The estimator's answer, doubts included: the value and its range, the base and adjusted prices per m², how
 * reliable it is and where the figure came from in words, the adjustments, the history with the purchase, and
 * the neighbourhood themes the product has no data for, said as such (never invented).
 */
export function EstimateCard({ estimate, masked = false, order = 2 }: EstimateCardProps) {
  const intl = useIntl();
  const t = intl.formatMessage;
  const euros = (value: number) => (masked ? MASKED_AMOUNT : formatCurrency(value, { concise: true }));
  const themes = (list: readonly (keyof typeof themeLabels)[]) => intl.formatList(list.map((theme) => t(themeLabels[theme])), { type: 'conjunction' });
  const hidden = estimate.source.communeCount - estimate.source.communes.length;
  return (
    <Stack gap="md" data-estimate data-reliability={estimate.reliability.level} data-source={estimate.source.level}>
      <SimpleGrid cols={{ base: 1, sm: 3 }}>
        <Stack gap={2}>
          <Text size="sm" c="dimmed">
            {t(m.value)}
          </Text>
          <Text size="xl" fw={700} data-estimate-value>
            {euros(estimate.value)}
          </Text>
          <Text size="sm" data-estimate-range>
            {t(m.range)} {t(rangeMessage, { low: euros(estimate.low), high: euros(estimate.high) })}
          </Text>
        </Stack>
        <Stack gap={2}>
          <Text size="sm" c="dimmed">
            {t(m.pricePerSquareMetre)}
          </Text>
          <Text fw={600}>{t(perSquareMetreMessage, { price: euros(estimate.pricePerSquareMetre) })}</Text>
          <Text size="sm">
            {t(labelledMessage, { label: t(m.adjustedPrice), value: t(perSquareMetreMessage, { price: euros(estimate.adjustedPricePerSquareMetre) }) })}
          </Text>
        </Stack>
        <Stack gap={2}>
          <Text size="sm" c="dimmed">
            {t(m.reliability)}
          </Text>
          <Group gap="xs">
            <Badge color={RELIABILITY_COLOR[estimate.reliability.level]} variant="light">
              {t(RELIABILITY[estimate.reliability.level])}
            </Badge>
          </Group>
          <Text size="sm">
            {estimate.reliability.sales === null ? t(SOURCE.bigCity) : t(salesMessage, { count: estimate.reliability.sales })}
          </Text>
        </Stack>
      </SimpleGrid>
      {estimate.reliability.level === 'low' && (
        <Alert color="orange" variant="light" data-low-reliability>
          {t(m.reliabilityLowWarning)}
        </Alert>
      )}

      <Stack gap="xs" component="section">
        <Title order={order + 1 as 3 | 4} size="h5">
          {t(m.source)}
        </Title>
        <Text size="sm" fw={600} data-source-words>
          {t(SOURCE[estimate.source.level])}
        </Text>
        <Text size="sm">{estimate.source.note}</Text>
        <Text size="sm" c="dimmed">
          {estimate.source.period}
        </Text>
        {estimate.source.communes.length > 0 && (
          <List size="sm" aria-label={t(m.communesTitle)}>
            {estimate.source.communes.map((commune) => (
              <List.Item key={commune.code}>
                {t(communeLineMessage, {
                  name: commune.name,
                  distance: intl.formatNumber(commune.distanceKm, { maximumFractionDigits: 1 }),
                  sales: commune.sales,
                  price: euros(commune.pricePerSquareMetre),
                })}
              </List.Item>
            ))}
            {hidden > 0 && <List.Item>{t(moreCommunesMessage, { count: hidden })}</List.Item>}
          </List>
        )}
      </Stack>

      <Stack gap="xs" component="section">
        <Title order={order + 1 as 3 | 4} size="h5">
          {t(m.adjustments)}
        </Title>
        {estimate.adjustments.length === 0 ? (
          <Text size="sm">{t(m.noAdjustments)}</Text>
        ) : (
          <List size="sm" data-adjustments>
            {estimate.adjustments.map((adjustment) => {
              const percent = adjustmentPercent(adjustment.multiplier);
              return (
                <List.Item key={adjustment.id}>
                  {t(labelledMessage, {
                    label: adjustment.label,
                    value: intl.formatNumber(percent / 100, { style: 'percent', maximumFractionDigits: 1, signDisplay: 'exceptZero' }),
                  })}
                </List.Item>
              );
            })}
          </List>
        )}
      </Stack>

      <Stack gap="xs" component="section">
        <Title order={order + 1 as 3 | 4} size="h5">
          {t(m.historyTitle)}
        </Title>
        <ValueChart estimate={estimate} masked={masked} />
      </Stack>

      <Stack gap="xs" component="section" data-neighbourhood>
        <Title order={order + 1 as 3 | 4} size="h5">
          {t(m.neighbourhood)}
        </Title>
        {(estimate.strengths.length > 0 || estimate.weaknesses.length > 0) && (
          <Text size="sm">{t(themeListMessage, { strengths: themes(estimate.strengths), weaknesses: themes(estimate.weaknesses) })}</Text>
        )}
        {estimate.themesWithoutData.length > 0 && <Text size="sm">{t(themesWithoutDataMessage, { themes: themes(estimate.themesWithoutData) })}</Text>}
      </Stack>
      <Text size="xs" c="dimmed">
        {t(estimatedAtMessage, { date: formatDate(estimate.estimatedAt, 'long') })}
      </Text>
    </Stack>
  );
}

/** Why a property has no estimate, or nothing when it has one. */
export function EstimateMissing({ property }: { property: RealEstate }) {
  const t = useIntl().formatMessage;
  if (property.estimate) return null;
  const text =
    property.estimateRefusal === 'unknown_commune' ? m.refusedUnknownCommune : property.estimateRefusal === 'no_comparable_sales' ? m.refusedNoSales : m.noEstimate;
  return (
    <Alert color="gray" variant="light" data-no-estimate>
      {t(text)}
    </Alert>
  );
}
