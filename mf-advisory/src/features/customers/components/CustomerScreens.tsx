import { PlaceholderScreen, type ScreenCopy, type ScreenLink } from '@patrimo/shared/react';
import { CSV_EXTENSION, CSV_MAX_BYTES, messageForError } from '@patrimo/shared';
import { csvErrorMessage, csvImportMessage, customersMessages as m } from '../messages';

const BYTES_PER_MEGABYTE = 1024 * 1024;

export function CustomerList() {
  return (
    <PlaceholderScreen
      copy={{
        title: m.listTitle,
        description: m.listDescription,
        upcoming: [m.listColumns, m.listFilters, m.listInvitations],
      }}
      // The list is the mount's index: `add` resolves below it.
      links={[{ to: 'add', label: m.linkAdd }]}
    />
  );
}

export function CustomerAdd() {
  return (
    <PlaceholderScreen
      copy={{
        title: m.addTitle,
        description: m.addDescription,
        upcoming: [
          m.addSingle,
          (intl) =>
            intl.formatMessage(csvImportMessage, {
              extension: CSV_EXTENSION,
              size: intl.formatNumber(CSV_MAX_BYTES / BYTES_PER_MEGABYTE, { style: 'unit', unit: 'megabyte', unitDisplay: 'short' }),
            }),
          (intl) => intl.formatMessage(csvErrorMessage, { message: messageForError('csv_upload_failed') }),
          m.addFollowUp,
        ],
      }}
      links={[{ to: '..', label: m.linkList }]}
    />
  );
}

type CustomerTab = 'overview' | 'insights' | 'interactions' | 'view';

const TABS: readonly { path: CustomerTab; label: ScreenLink['label'] }[] = [
  { path: 'overview', label: m.linkOverview },
  { path: 'insights', label: m.linkInsights },
  { path: 'interactions', label: m.linkInteractions },
  { path: 'view', label: m.linkView },
];

/** A customer's other tabs, then the list: tabs are children of `:customerId`, itself a child of the list. */
function customerLinks(current: CustomerTab): ScreenLink[] {
  return [
    ...TABS.filter((tab) => tab.path !== current).map((tab) => ({ to: `../${tab.path}`, label: tab.label })),
    { to: '../..', label: m.linkList },
  ];
}

function CustomerTabScreen({ tab, copy }: { tab: CustomerTab; copy: ScreenCopy }) {
  return <PlaceholderScreen copy={copy} links={customerLinks(tab)} />;
}

export function CustomerOverview() {
  return (
    <CustomerTabScreen
      tab="overview"
      copy={{
        title: m.overviewTitle,
        description: m.overviewDescription,
        upcoming: [m.overviewIdentity, m.overviewWealth, m.overviewProfile, m.overviewNotes],
      }}
    />
  );
}

export function CustomerInsights() {
  return (
    <CustomerTabScreen
      tab="insights"
      copy={{
        title: m.insightsTitle,
        description: m.insightsDescription,
        upcoming: [m.insightsComposition, m.insightsRisk, m.insightsAdvice],
      }}
    />
  );
}

export function CustomerInteractions() {
  return (
    <CustomerTabScreen
      tab="interactions"
      copy={{
        title: m.interactionsTitle,
        description: m.interactionsDescription,
        upcoming: [m.interactionsList, m.interactionsEdit],
      }}
    />
  );
}
