import { messageForError } from '@patrimo/shared';
import type { CopyText } from '@patrimo/shared/react';
import { ESTIMATOR_FLOW, MANUAL_FLOW } from '../flows';
import { loanRefusalMessage, propertyAddMessages as m } from '../messages';
import { PropertyAddFrame } from './PropertyAddFrame';

const loanRefusal =
  (code: 'loan_zero' | 'loan_already_connected'): CopyText =>
  (intl) =>
    intl.formatMessage(loanRefusalMessage, { message: messageForError(code) });

export function EstimatorDescription() {
  return (
    <PropertyAddFrame
      flow={ESTIMATOR_FLOW}
      current="description"
      copy={{
        title: m.estimatorDescriptionTitle,
        description: m.estimatorDescriptionLead,
        upcoming: [m.addressSearch, m.kind, m.usage, m.required],
      }}
    />
  );
}

export function EstimatorCharacteristics() {
  return (
    <PropertyAddFrame
      flow={ESTIMATOR_FLOW}
      current="characteristics"
      copy={{
        title: m.characteristicsTitle,
        description: m.characteristicsLead,
        upcoming: [m.characteristicsAge, m.characteristicsFeatures, m.characteristicsPurchase],
      }}
    />
  );
}

export function EstimatorCondition() {
  return (
    <PropertyAddFrame
      flow={ESTIMATOR_FLOW}
      current="condition"
      copy={{ title: m.conditionTitle, description: m.conditionLead, upcoming: [m.conditionRatings, m.conditionRent] }}
    />
  );
}

export function EstimatorConfirmation() {
  return (
    <PropertyAddFrame
      flow={ESTIMATOR_FLOW}
      current="confirmation"
      copy={{
        title: m.confirmationTitle,
        description: m.confirmationLead,
        upcoming: [m.confirmationSummary, m.confirmationEstimate],
      }}
    />
  );
}

export function EstimatorLoans() {
  return (
    <PropertyAddFrame
      flow={ESTIMATOR_FLOW}
      current="loans"
      copy={{
        title: m.loansTitle,
        description: m.loansLead,
        upcoming: [m.loansList, loanRefusal('loan_zero'), loanRefusal('loan_already_connected')],
      }}
    />
  );
}

export function ManualDescription() {
  return (
    <PropertyAddFrame
      flow={MANUAL_FLOW}
      current="description"
      copy={{
        title: m.manualDescriptionTitle,
        description: m.manualDescriptionLead,
        upcoming: [m.addressSearch, m.kind, m.usage, m.manualValue, m.required],
      }}
    />
  );
}

export function ManualConfirmation() {
  return (
    <PropertyAddFrame
      flow={MANUAL_FLOW}
      current="confirmation"
      copy={{
        title: m.manualConfirmationTitle,
        description: m.manualConfirmationLead,
        upcoming: [m.confirmationSummary, m.manualLoans],
      }}
    />
  );
}
