import {
  ACTIVE_FUND_FEES,
  BEATS_INDEX_YEARS,
  formatPercent,
  PASSIVE_FUND_FEES,
  PERFORMANCE_BASE,
  SRRI_MAX,
  SRRI_MIN,
} from '@patrimo/shared';
import { ScreenPlaceholder } from '@patrimo/shared/react';
import { useIntl } from 'react-intl';
import { useParams } from 'react-router-dom';
import {
  fundBeatsIndexMessage,
  fundFeesMessage,
  fundMessages as m,
  fundPerformanceMessage,
  fundSrriMessage,
  fundTitleMessage,
} from '../messages';

/** The sheet of one fund held in the contract (`fund/:isin`). */
export function FundScreen() {
  const intl = useIntl();
  const { isin = '' } = useParams();
  return (
    <ScreenPlaceholder
      title={intl.formatMessage(fundTitleMessage, { isin: isin.toUpperCase() })}
      description={intl.formatMessage(m.description)}
      upcoming={[
        intl.formatMessage(fundPerformanceMessage, { base: PERFORMANCE_BASE }),
        intl.formatMessage(fundBeatsIndexMessage, { years: BEATS_INDEX_YEARS }),
        intl.formatMessage(fundSrriMessage, { min: SRRI_MIN, max: SRRI_MAX }),
        intl.formatMessage(fundFeesMessage, { passive: formatPercent(PASSIVE_FUND_FEES), active: formatPercent(ACTIVE_FUND_FEES) }),
        intl.formatMessage(m.exposure),
        intl.formatMessage(m.tags),
      ]}
      // `fund/:isin` is one route: `..` leads back to the contract.
      links={[
        { to: '../investments', label: intl.formatMessage(m.linkInvestments) },
        { to: '../overview', label: intl.formatMessage(m.linkOverview) },
      ]}
    />
  );
}
