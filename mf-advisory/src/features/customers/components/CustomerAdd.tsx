import { usePageTitle } from '@patrimo/shared/react';
import { Anchor, Stack, Text, Title } from '@patrimo/shared/ui';
import { Tabs } from '@patrimo/shared/ui/controls';
import { useIntl } from 'react-intl';
import { Link, useSearchParams } from '@patrimo/shared/router';
import { addMessages as m } from '../add-messages';
import { CsvImport } from './CsvImport';
import { InviteCustomerForm } from './InviteCustomerForm';
import { ManualCustomerForm } from './ManualCustomerForm';

const WAYS = ['manual', 'invite', 'csv'] as const;
type Way = (typeof WAYS)[number];

/** /advisory/customers/add: by hand, by invitation, by a CSV file; the tab chosen is in the address (`?way=csv`). */
export function CustomerAdd() {
  const t = useIntl().formatMessage;
  usePageTitle(t(m.title));
  const [search, setSearch] = useSearchParams();
  const asked = search.get('way');
  const way: Way = (WAYS as readonly string[]).includes(asked ?? '') ? (asked as Way) : 'manual';

  return (
    <Stack gap="lg" maw={1100} data-customer-add>
      <Anchor component={Link} to=".." size="sm">
        {t(m.back)}
      </Anchor>
      <Title order={1}>{t(m.title)}</Title>
      <Text>{t(m.intro)}</Text>
      <Tabs
        value={way}
        onChange={(value) => setSearch(value === 'manual' || value === null ? {} : { way: value }, { replace: true })}
        keepMounted={false}
      >
        <Tabs.List aria-label={t(m.tabs)}>
          <Tabs.Tab value="manual">{t(m.tabManual)}</Tabs.Tab>
          <Tabs.Tab value="invite">{t(m.tabInvite)}</Tabs.Tab>
          <Tabs.Tab value="csv">{t(m.tabCsv)}</Tabs.Tab>
        </Tabs.List>
        <Tabs.Panel value="manual" pt="lg">
          <ManualCustomerForm />
        </Tabs.Panel>
        <Tabs.Panel value="invite" pt="lg">
          <InviteCustomerForm />
        </Tabs.Panel>
        <Tabs.Panel value="csv" pt="lg">
          <CsvImport />
        </Tabs.Panel>
      </Tabs>
    </Stack>
  );
}
