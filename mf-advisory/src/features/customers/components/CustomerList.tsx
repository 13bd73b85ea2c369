import { loadStateOf } from '@patrimo/shared/query';
import { LoadState, usePageTitle } from '@patrimo/shared/react';
import { Button, Center, Group, Stack, Text, Title } from '@patrimo/shared/ui';
import { Pagination } from '@patrimo/shared/ui/controls';
import { useMemo } from 'react';
import { useIntl } from 'react-intl';
import { Link, useSearchParams } from '@patrimo/shared/router';
import { useFirm } from '../../../lib/api/firm';
import { seesFirm, useAdvisorProfile } from '../../../lib/api/advisor-profile';
import { useCustomers } from '../api/get-customers';
import { filtersFromSearch, isFiltered, queryOf, searchFromFilters, toggleSort, type CustomerFilters as Filters } from '../list-query';
import { countMessage, listMessages as m, pageMessage } from '../list-messages';
import { CustomerFilters } from './CustomerFilters';
import { CustomerTable } from './CustomerTable';

/**
 * /advisory/customers: the advisor's customers (a manager's or an admin's: the firm's), filtered, sorted and paged,
 * the whole state in the address so that a list can be shared and the back button undoes a change.
 */
export function CustomerList() {
  const intl = useIntl();
  const t = intl.formatMessage;
  usePageTitle(t(m.title));
  const [search, setSearch] = useSearchParams();
  const filters = useMemo(() => filtersFromSearch(search), [search]);
  const profile = useAdvisorProfile();
  const firm = useFirm({ enabled: seesFirm(profile.data) });
  const customers = useCustomers(queryOf(filters));
  const load = loadStateOf(customers);

  const change = (next: Filters, options: { replace?: boolean } = {}) => setSearch(searchFromFilters(next), options);

  return (
    <Stack gap="lg" data-customer-list>
      <Group justify="space-between" align="center">
        <Title order={1}>{t(m.title)}</Title>
        <Button component={Link} to="add" data-add-customer>
          {t(m.add)}
        </Button>
      </Group>
      <CustomerFilters filters={filters} onChange={change} advisors={seesFirm(profile.data) ? (firm.data?.advisors ?? []) : null} />
      {load.state !== 'ready' ? (
        <LoadState load={load} loadingLabel={m.loading} />
      ) : (
        <Stack gap="md" aria-busy={load.refreshing}>
          <Text size="sm" c="dimmed" role="status" aria-live="polite" data-customer-count>
            {t(countMessage, { count: load.data.meta.totalCount })}
          </Text>
          {load.data.customers.length === 0 ? (
            <Text data-customer-empty>{t(isFiltered(filters) ? m.noMatch : m.empty)}</Text>
          ) : (
            <CustomerTable customers={load.data.customers} filters={filters} onSort={(column) => change(toggleSort(filters, column))} />
          )}
          {load.data.meta.totalPages > 1 && (
            <Center component="nav" aria-label={t(m.pagination)}>
              <Pagination
                total={load.data.meta.totalPages}
                value={Math.min(filters.page, load.data.meta.totalPages)}
                onChange={(page) => change({ ...filters, page })}
                getItemProps={(page) => ({ 'aria-label': t(pageMessage, { page }) })}
                getControlProps={(control) => ({
                  'aria-label': t({ first: m.firstPage, previous: m.previousPage, next: m.nextPage, last: m.lastPage }[control]),
                })}
                withEdges
                data-customer-pages
              />
            </Center>
          )}
        </Stack>
      )}
    </Stack>
  );
}
