import type { MessageDescriptor } from 'react-intl';
import { propertyAddMessages as m } from './add-messages';

/** A step of a property-add flow: a sibling route of the flow's mount. */
export interface FlowStep {
  path: string;
  label: MessageDescriptor;
  /** The saver may skip it. @default false */
  optional?: boolean;
}

/**
 * With the estimator (spec §4): description, characteristics, current state, confirmation, then the
 * optional loan link, which needs the property to exist.
 */
export const ESTIMATOR_FLOW: readonly FlowStep[] = [
  { path: 'description', label: m.stepDescription },
  { path: 'characteristics', label: m.stepCharacteristics },
  { path: 'condition', label: m.stepCondition },
  { path: 'confirmation', label: m.stepConfirmation },
  { path: 'loans', label: m.stepLoans, optional: true },
];

/** By hand (spec §4): description and confirmation. */
export const MANUAL_FLOW: readonly FlowStep[] = [
  { path: 'description', label: m.stepDescription },
  { path: 'confirmation', label: m.stepConfirmation },
];
