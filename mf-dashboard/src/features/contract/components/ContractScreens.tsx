import { PlaceholderScreen, type ScreenCopy, type ScreenLink } from '@patrimo/shared/react';
import { RISK_SURVEY_ANSWER_COUNTS, SRRI_MAX, SRRI_MIN } from '@patrimo/shared';
import { useSaverFrame } from '../../../lib/saver-frame';
import { contractMessages as m, contractSrriMessage, contractSurveyMessage } from '../messages';

type ContractTab =
  | 'overview'
  | 'project'
  | 'allocation'
  | 'investments'
  | 'settings'
  | 'details'
  | 'documents'
  | 'informations'
  | 'info-needed';

const TABS: readonly { path: ContractTab; label: ScreenLink['label'] }[] = [
  { path: 'overview', label: m.linkOverview },
  { path: 'project', label: m.linkProject },
  { path: 'allocation', label: m.linkAllocation },
  { path: 'investments', label: m.linkInvestments },
  { path: 'details', label: m.linkDetails },
  { path: 'documents', label: m.linkDocuments },
  { path: 'informations', label: m.linkInformations },
  { path: 'settings', label: m.linkSettings },
  { path: 'info-needed', label: m.linkInfoNeeded },
];

/** The contract's other tabs; every tab is a direct child of the contract mount, hence `../`. */
function siblings(current: ContractTab): ScreenLink[] {
  return TABS.filter((tab) => tab.path !== current).map((tab) => ({ to: `../${tab.path}`, label: tab.label }));
}

function ContractTabScreen({ tab, copy, extraLinks = [] }: { tab: ContractTab; copy: ScreenCopy; extraLinks?: ScreenLink[] }) {
  return <PlaceholderScreen copy={copy} links={[...siblings(tab), ...extraLinks]} />;
}

export function ContractOverview() {
  const { embedded } = useSaverFrame();
  // Analysis and arbitration belong to other remotes, mounted next to the contract in the saver app only.
  const flows: ScreenLink[] = embedded
    ? []
    : [
        { to: '../analyse', label: m.linkAnalysis },
        { to: '../arbitration', label: m.linkArbitration },
      ];
  return (
    <ContractTabScreen
      tab="overview"
      copy={{
        title: m.overviewTitle,
        description: m.overviewDescription,
        upcoming: [m.overviewValue, m.overviewRepartition, m.overviewRisk, m.overviewAnalysis, m.overviewAdvice],
      }}
      extraLinks={flows}
    />
  );
}

export function ContractProject() {
  return (
    <ContractTabScreen
      tab="project"
      copy={{
        title: m.projectTitle,
        description: m.projectDescription,
        upcoming: [m.projectKind, m.projectGoal, m.projectFlows, m.projectProjection],
      }}
    />
  );
}

export function ContractAllocation() {
  return (
    <ContractTabScreen
      tab="allocation"
      copy={{
        title: m.allocationTitle,
        description: m.allocationDescription,
        upcoming: [m.allocationAssetClasses, m.allocationRegions, m.allocationSectors, m.allocationTarget],
      }}
    />
  );
}

export function ContractInvestments() {
  return (
    <ContractTabScreen
      tab="investments"
      copy={{
        title: m.investmentsTitle,
        description: m.investmentsDescription,
        upcoming: [
          m.investmentsRow,
          (intl) => intl.formatMessage(contractSrriMessage, { min: SRRI_MIN, max: SRRI_MAX }),
          m.investmentsSheet,
        ],
      }}
    />
  );
}

export function ContractSettings() {
  return (
    <ContractTabScreen
      tab="settings"
      copy={{
        title: m.settingsTitle,
        description: m.settingsDescription,
        upcoming: [m.settingsDisplay, m.settingsGoal, m.settingsFees, m.settingsNumber, m.settingsReset],
      }}
    />
  );
}

export function ContractDetails() {
  return (
    <ContractTabScreen
      tab="details"
      copy={{
        title: m.detailsTitle,
        description: m.detailsDescription,
        upcoming: [m.detailsList, m.detailsFilters, m.detailsMovements],
      }}
    />
  );
}

export function ContractDocuments() {
  return (
    <ContractTabScreen
      tab="documents"
      copy={{ title: m.documentsTitle, description: m.documentsDescription, upcoming: [m.documentsBank, m.documentsFunds] }}
    />
  );
}

export function ContractInformations() {
  return (
    <ContractTabScreen
      tab="informations"
      copy={{
        title: m.informationsTitle,
        description: m.informationsDescription,
        upcoming: [m.informationsKind, m.informationsCategory, m.informationsSource],
      }}
    />
  );
}

export function ContractInfoNeeded() {
  return (
    <ContractTabScreen
      tab="info-needed"
      copy={{
        title: m.infoNeededTitle,
        description: m.infoNeededDescription,
        upcoming: [
          m.infoNeededList,
          m.infoNeededLock,
          (intl) => intl.formatMessage(contractSurveyMessage, { questions: RISK_SURVEY_ANSWER_COUNTS.length }),
        ],
      }}
    />
  );
}
