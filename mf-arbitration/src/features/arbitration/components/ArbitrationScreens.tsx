import { PlaceholderScreen, type ScreenLink } from '@patrimo/shared/react';
import { Stack } from '@patrimo/shared/ui';
import { INVESTMENT_SEARCH_LIMIT, LOW_RISK_SRRI_BELOW } from '@patrimo/shared';
import { useParams } from 'react-router-dom';
import { arbitrationMessages as m, marketSearchMessage, optimizeRequirementsMessage } from '../messages';
import { ArbitrationSteps } from './ArbitrationSteps';
import { OptimisationOutcomes } from './OptimisationOutcomes';

/** The analysis' advice step, which the arbitration puts into practice: another mount, hence an absolute path. */
function adviceStepPath(contractId: string): string {
  return `/app/contract/${encodeURIComponent(contractId)}/analyse/advices/1`;
}

export function ArbitrationStart() {
  const { contractId = '' } = useParams();
  const links: ScreenLink[] = [
    { to: '../market', label: m.linkMarket },
    { to: adviceStepPath(contractId), label: m.linkAdvice },
  ];
  return (
    <Stack gap="xl" maw={880}>
      <ArbitrationSteps active="start" />
      <PlaceholderScreen
        copy={{
          title: m.startTitle,
          description: m.startDescription,
          upcoming: [m.startRecommended, m.startCurrent, m.startBlank],
        }}
        links={links}
      />
    </Stack>
  );
}

export function ArbitrationMarket() {
  return (
    <Stack gap="xl" maw={880}>
      <ArbitrationSteps active="market" />
      <PlaceholderScreen
        copy={{
          title: m.marketTitle,
          description: m.marketDescription,
          upcoming: [
            (intl) => intl.formatMessage(marketSearchMessage, { limit: INVESTMENT_SEARCH_LIMIT }),
            m.marketBasket,
            m.marketSheet,
          ],
        }}
        links={[
          { to: '../start', label: m.linkStart },
          { to: '../optimize', label: m.linkOptimize },
        ]}
      />
    </Stack>
  );
}

export function ArbitrationOptimize() {
  return (
    <Stack gap="xl" maw={880}>
      <ArbitrationSteps active="optimize" />
      <PlaceholderScreen
        copy={{
          title: m.optimizeTitle,
          description: m.optimizeDescription,
          upcoming: [
            (intl) => intl.formatMessage(optimizeRequirementsMessage, { srri: LOW_RISK_SRRI_BELOW }),
            m.optimizeStrategy,
            m.optimizeAllocation,
            m.optimizeDetails,
            m.optimizeResult,
          ],
        }}
        links={[
          { to: '../start', label: m.linkStart },
          { to: '../market', label: m.linkMarket },
        ]}
      />
      <OptimisationOutcomes />
    </Stack>
  );
}
