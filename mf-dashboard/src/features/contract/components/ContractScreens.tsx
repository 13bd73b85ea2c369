import { PlaceholderScreen, type ScreenLink } from '@patrimo/shared/react';
import { contractMessages as m } from '../messages';

export { ContractOverview } from './OverviewTab';
export { ContractProject } from './ProjectTab';
export { ContractAllocation, ContractInvestments } from './HoldingsTabs';
export { ContractSettings } from './SettingsTab';
export { ContractDetails, ContractInformations, ContractInfoNeeded } from './InfoTabs';
export { ContractOperations } from './OperationsTab';

const OTHER_TABS: ScreenLink[] = [
  { to: '../overview', label: m.linkOverview },
  { to: '../operations', label: m.linkOperations },
  { to: '../settings', label: m.linkSettings },
];

/** The documents of the contract (its own screen comes with the documents work). */
export function ContractDocuments() {
  return <PlaceholderScreen copy={{ title: m.documentsTitle, description: m.documentsDescription, upcoming: [m.documentsBank, m.documentsFunds] }} links={OTHER_TABS} />;
}
