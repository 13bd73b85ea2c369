import { formatCurrency, MASKED_AMOUNT } from '@patrimo/shared';
import { usePrivateMode, useFeatures } from '@patrimo/shared/react';
import { Anchor, Button, Card, Group, Stack, Text } from '@patrimo/shared/ui';
import { useIntl } from 'react-intl';
import { Link } from '@patrimo/shared/router';
import { useSaverFrame } from '../../../lib/saver-frame';
import { useRealEstates } from '../api/get-real-estates';
import { goodsRangeMessage, goodsValueMessage, userMessages as m } from '../messages';

/** The subject's properties, each with its value, its estimate range and its net equity, opening its page. */
export function GoodsPanel() {
  const t = useIntl().formatMessage;
  const { base, area, embedded } = useSaverFrame();
  const [masked] = usePrivateMode(area);
  const features = useFeatures();
  const query = useRealEstates();
  const euros = (value: number) => (masked ? MASKED_AMOUNT : formatCurrency(value, { concise: true }));
  if (query.isPending) return <Text role="status">{t(m.goodsLoading)}</Text>;
  if (query.isError) return <Text role="alert">{t(m.goodsLoadFailed)}</Text>;
  return (
    <Stack gap="md">
      {query.data.length === 0 ? (
        <Text data-goods-empty>{t(m.goodsEmpty)}</Text>
      ) : (
        <Stack gap="sm" component="ul" aria-label={t(m.goodsTitle)} style={{ listStyle: 'none', padding: 0, margin: 0 }}>
          {query.data.map((property) => (
            <Card key={property.id} withBorder component="li" data-good={property.id}>
              <Group justify="space-between" align="flex-start">
                <Stack gap={2}>
                  <Anchor component={Link} to={`${base}/contract-realestate/${encodeURIComponent(property.id)}/overview`} fw={600}>
                    {property.name}
                  </Anchor>
                  <Text size="sm" c="dimmed">
                    {property.address}
                  </Text>
                </Stack>
                <Stack gap={2} align="flex-end">
                  <Text fw={700}>{t(goodsValueMessage, { value: euros(property.currentAmount), net: euros(property.netEquity) })}</Text>
                  {property.estimate && (
                    <Text size="sm" c="dimmed">
                      {t(goodsRangeMessage, { low: euros(property.estimate.low), high: euros(property.estimate.high) })}
                    </Text>
                  )}
                </Stack>
              </Group>
            </Card>
          ))}
        </Stack>
      )}
      {!embedded && (
        <Group>
          {features.realEstateEstimator && (
            <Button component={Link} to={`${base}/accounts/new/real-estate`}>
              {t(m.linkAddProperty)}
            </Button>
          )}
          <Button component={Link} to={`${base}/accounts/new/real-estate-man`} variant="default">
            {t(m.linkAddPropertyManual)}
          </Button>
        </Group>
      )}
    </Stack>
  );
}
