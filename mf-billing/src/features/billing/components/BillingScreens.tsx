import { ScreenPlaceholder } from '@patrimo/shared/react';
import { useIntl } from 'react-intl';
import { billingMessages as m } from '../messages';

export function SubscribeScreen() {
  const intl = useIntl();
  return (
    <ScreenPlaceholder
      title={intl.formatMessage(m.subscribeTitle)}
      description={intl.formatMessage(m.subscribeDescription)}
      upcoming={[m.subscribePlans, m.subscribeCoupon, m.subscribeSummary].map((d) => intl.formatMessage(d))}
    />
  );
}

export function PayScreen() {
  const intl = useIntl();
  return (
    <ScreenPlaceholder
      title={intl.formatMessage(m.payTitle)}
      description={intl.formatMessage(m.payDescription)}
      upcoming={[m.payCard, m.payErrors, m.payConfirmation].map((d) => intl.formatMessage(d))}
    />
  );
}

export function PaymentScreen() {
  const intl = useIntl();
  return (
    <ScreenPlaceholder
      title={intl.formatMessage(m.paymentTitle)}
      description={intl.formatMessage(m.paymentDescription)}
      upcoming={[m.paymentPlan, m.paymentSources, m.paymentInvoices].map((d) => intl.formatMessage(d))}
    />
  );
}
