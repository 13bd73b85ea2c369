import { formatCurrency, invitationStateLabels, invitationStateSchema, riskProfileLevelLabels, type FirmAdvisor, type InvitationState } from '@patrimo/shared';
import { Button, Group, SimpleGrid, TextInput } from '@patrimo/shared/ui';
import { Fieldset, NativeSelect } from '@patrimo/shared/ui/controls';
import { useEffect, useRef, useState } from 'react';
import { useIntl, type IntlShape } from 'react-intl';
import {
  DEFAULT_FILTERS,
  INACTIVE_DAYS_CHOICES,
  isFiltered,
  WEALTH_BANDS,
  withFilter,
  type CustomerFilters as Filters,
  type WealthBand,
} from '../list-query';
import { bandAboveMessage, bandBelowMessage, bandBetweenMessage, inactiveChoiceMessage, listMessages as m, riskChoiceMessage } from '../list-messages';

/** How long the search waits after the last keystroke before it asks the server. */
const SEARCH_DEBOUNCE_MS = 300;

function bandLabel(intl: IntlShape, band: (typeof WEALTH_BANDS)[number]): string {
  const euros = (value: number) => formatCurrency(value, { concise: true });
  if (band.min === undefined) return intl.formatMessage(bandBelowMessage, { max: euros(band.max) });
  if (band.max === undefined) return intl.formatMessage(bandAboveMessage, { min: euros(band.min) });
  return intl.formatMessage(bandBetweenMessage, { min: euros(band.min), max: euros(band.max) });
}

export interface CustomerFiltersProps {
  filters: Filters;
  onChange: (next: Filters, options?: { replace?: boolean }) => void;
  /** The firm's advisors, for managers and admins (null: the filter is not offered). */
  advisors: readonly FirmAdvisor[] | null;
}

/** The list's filters: a search (debounced), the wealth band, the risk, the last interaction, the invitation, the advisor. */
export function CustomerFilters({ filters, onChange, advisors }: CustomerFiltersProps) {
  const intl = useIntl();
  const t = intl.formatMessage;
  const [search, setSearch] = useState(filters.q);
  const latest = useRef(filters);
  latest.current = filters;

  // The address changed by itself (back button, a link): the field follows it.
  useEffect(() => setSearch(filters.q), [filters.q]);

  useEffect(() => {
    if (search.trim() === latest.current.q.trim()) return undefined;
    const timer = setTimeout(() => onChange(withFilter(latest.current, 'q', search), { replace: true }), SEARCH_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [search]);

  const all = t(m.all);
  return (
    <Fieldset legend={t(m.filters)} data-customer-filters>
      <SimpleGrid cols={{ base: 1, sm: 2, lg: advisors ? 6 : 5 }}>
        <TextInput
          label={t(m.search)}
          description={t(m.searchHelp)}
          type="search"
          value={search}
          maxLength={120}
          onChange={(event) => setSearch(event.currentTarget.value)}
          data-filter="q"
        />
        <NativeSelect
          label={t(m.wealth)}
          value={filters.wealth ?? ''}
          onChange={(event) => onChange(withFilter(filters, 'wealth', (event.currentTarget.value || null) as WealthBand | null))}
          data={[{ value: '', label: all }, ...WEALTH_BANDS.map((band) => ({ value: band.id, label: bandLabel(intl, band) }))]}
          data-filter="wealth"
        />
        <NativeSelect
          label={t(m.risk)}
          value={filters.risk === null ? '' : String(filters.risk)}
          onChange={(event) => onChange(withFilter(filters, 'risk', event.currentTarget.value === '' ? null : Number(event.currentTarget.value)))}
          data={[
            { value: '', label: all },
            ...([0, 1, 2, 3, 4, 5] as const).map((level) => ({
              value: String(level),
              label: t(riskChoiceMessage, { level, label: riskProfileLevelLabels[level] }),
            })),
          ]}
          data-filter="risk"
        />
        <NativeSelect
          label={t(m.inactive)}
          value={filters.inactiveDays === null ? '' : String(filters.inactiveDays)}
          onChange={(event) =>
            onChange(withFilter(filters, 'inactiveDays', event.currentTarget.value === '' ? null : Number(event.currentTarget.value)))
          }
          data={[
            { value: '', label: t(m.all) },
            ...INACTIVE_DAYS_CHOICES.map((days) => ({ value: String(days), label: t(inactiveChoiceMessage, { days }) })),
          ]}
          data-filter="inactive"
        />
        <NativeSelect
          label={t(m.invitation)}
          value={filters.invitation ?? ''}
          onChange={(event) => onChange(withFilter(filters, 'invitation', (event.currentTarget.value || null) as InvitationState | null))}
          data={[{ value: '', label: all }, ...invitationStateSchema.options.map((state) => ({ value: state, label: invitationStateLabels[state] }))]}
          data-filter="invitation"
        />
        {advisors && (
          <NativeSelect
            label={t(m.advisor)}
            value={filters.advisorId ?? ''}
            onChange={(event) => onChange(withFilter(filters, 'advisorId', event.currentTarget.value || null))}
            data={[
              { value: '', label: t(m.allAdvisors) },
              ...advisors.map((advisor) => ({ value: advisor.id, label: `${advisor.firstName} ${advisor.lastName}` })),
            ]}
            data-filter="advisor"
          />
        )}
      </SimpleGrid>
      {isFiltered(filters) && (
        <Group mt="sm">
          <Button
            variant="subtle"
            size="xs"
            onClick={() => {
              setSearch('');
              onChange({ ...DEFAULT_FILTERS, sort: filters.sort, order: filters.order });
            }}
            data-filter-reset
          >
            {t(m.reset)}
          </Button>
        </Group>
      )}
    </Fieldset>
  );
}
