import {
  civilTitleLabels,
  contractKindLabels,
  customerSortSchema,
  formatCurrency,
  formatDate,
  invitationStateLabels,
  type CustomerListItem,
  type CustomerSort,
} from '@patrimo/shared';
import { Amount } from '@patrimo/shared/react';
import { Anchor, Button, Stack, Text } from '@patrimo/shared/ui';
import { Table } from '@patrimo/shared/ui/extra';
import { useIntl } from 'react-intl';
import { Link } from '@patrimo/shared/router';
import { AccessBadge } from '../../../components/AccessBadge';
import { NoFigure } from '../../../components/NoFigure';
import { ariaSortOf, type CustomerFilters } from '../list-query';
import { captionMessage, columnMessages, followedByMessage, listMessages as m, riskValueMessage, sortByMessage } from '../list-messages';

const euros = (value: number) => formatCurrency(value, { concise: true });

function Money({ value }: { value: number | null }) {
  return value === null ? <NoFigure /> : <Amount value={value} format={euros} area="advisory" size="sm" />;
}

function Count({ value }: { value: number | null }) {
  return value === null ? <NoFigure /> : <>{value}</>;
}

function SortHeader({ column, filters, onSort }: { column: CustomerSort; filters: CustomerFilters; onSort: (column: CustomerSort) => void }) {
  const t = useIntl().formatMessage;
  const sort = ariaSortOf(filters, column);
  const arrow = sort === 'ascending' ? '▲' : sort === 'descending' ? '▼' : '↕';
  return (
    <Table.Th scope="col" aria-sort={sort} data-sort-column={column}>
      <Button
        variant="subtle"
        size="compact-sm"
        px={4}
        onClick={() => onSort(column)}
        title={t(sortByMessage, { column: t(columnMessages[column]) })}
        rightSection={<span aria-hidden>{arrow}</span>}
      >
        {t(columnMessages[column])}
      </Button>
    </Table.Th>
  );
}

function CustomerRow({ customer }: { customer: CustomerListItem }) {
  const intl = useIntl();
  const t = intl.formatMessage;
  const title = customer.civilTitle ? `${civilTitleLabels[customer.civilTitle]} ` : '';
  return (
    <Table.Tr data-customer={customer.id}>
      <Table.Th scope="row">
        <Stack gap={0}>
          <Anchor component={Link} to={`${customer.id}/overview`} fw={600} size="sm">
            {`${title}${customer.firstName} ${customer.lastName}`}
          </Anchor>
          {customer.advisorName && (
            <Text size="xs" c="dimmed">
              {t(followedByMessage, { name: customer.advisorName })}
            </Text>
          )}
        </Stack>
      </Table.Th>
      <Table.Td data-col="wealthAmount">
        <Money value={customer.wealthAmount} />
      </Table.Td>
      <Table.Td data-col="availableLiquidities">
        <Money value={customer.availableLiquidities} />
      </Table.Td>
      <Table.Td data-col="contractsCount">
        <Count value={customer.contractsCount} />
      </Table.Td>
      <Table.Td data-col="internalContracts">
        <Count value={customer.internalContracts} />
      </Table.Td>
      <Table.Td data-col="currentRiskAvg">
        {customer.currentRiskAvg === null ? (
          <NoFigure />
        ) : (
          t(riskValueMessage, { value: intl.formatNumber(customer.currentRiskAvg, { maximumFractionDigits: 1 }) })
        )}
      </Table.Td>
      <Table.Td data-col="lastInteractionAt">{customer.lastInteractionAt ? formatDate(customer.lastInteractionAt, 'short') : t(m.never)}</Table.Td>
      <Table.Td data-col="favoriteContract">
        {customer.favoriteContract === null ? (
          <NoFigure />
        ) : (
          <Stack gap={0}>
            <Text size="sm">{customer.favoriteContract.name}</Text>
            <Text size="xs" c="dimmed" component="span">
              {contractKindLabels[customer.favoriteContract.kind]}
              {' · '}
              <Amount value={customer.favoriteContract.amount} format={euros} area="advisory" size="xs" c="dimmed" />
            </Text>
          </Stack>
        )}
      </Table.Td>
      <Table.Td data-col="invitationState">
        <Stack gap={4} align="flex-start">
          <AccessBadge access={customer.access} />
          {customer.invitationState && (
            <Text size="xs" c="dimmed">
              {`${t(m.invitation)}\u202f: ${invitationStateLabels[customer.invitationState].toLowerCase()}`}
            </Text>
          )}
        </Stack>
      </Table.Td>
    </Table.Tr>
  );
}

export interface CustomerTableProps {
  customers: readonly CustomerListItem[];
  filters: CustomerFilters;
  onSort: (column: CustomerSort) => void;
}

/** A page of customers, every column sortable from its header (a button; `aria-sort` says the current order). */
export function CustomerTable({ customers, filters, onSort }: CustomerTableProps) {
  const t = useIntl().formatMessage;
  return (
    <Table.ScrollContainer minWidth={1080}>
      <Table striped highlightOnHover withTableBorder verticalSpacing="xs" data-customer-table>
        <Table.Caption>
          {t(captionMessage, { column: t(columnMessages[filters.sort]).toLowerCase(), order: t(filters.order === 'asc' ? m.ascending : m.descending) })}
        </Table.Caption>
        <Table.Thead>
          <Table.Tr>
            {customerSortSchema.options.map((column) => (
              <SortHeader key={column} column={column} filters={filters} onSort={onSort} />
            ))}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {customers.map((customer) => (
            <CustomerRow key={customer.id} customer={customer} />
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
