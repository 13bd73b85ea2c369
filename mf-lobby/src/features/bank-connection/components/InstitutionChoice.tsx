import { Stack } from '@patrimo/shared/ui';
import { ScreenPlaceholder, useBrand, useFeatures } from '@patrimo/shared/react';
import { useIntl, type MessageDescriptor } from 'react-intl';
import { bankAddDescription, bankConnectionMessages as m } from '../messages';
import { SyncButton } from './SyncButton';

export interface InstitutionChoiceProps {
  /** Where the flow lives: `/app/accounts/add` (onboarding, lobby) or `/app/accounts/new` (app). */
  base: '/app/accounts/add' | '/app/accounts/new';
}

/** First step of the connection flow: pick an institution, or add a property instead. */
export function InstitutionChoice({ base }: InstitutionChoiceProps) {
  const intl = useIntl();
  const brand = useBrand();
  const features = useFeatures();
  const onboarding = base === '/app/accounts/add';
  const upcoming: MessageDescriptor[] = [m.searchInstitution, m.demoRemoved];
  if (features.realEstate) upcoming.push(m.realEstateChoice);
  const links = [
    ...(features.realEstate && features.realEstateEstimator ? [{ to: `${base}/real-estate`, label: intl.formatMessage(m.estimateProperty) }] : []),
    ...(features.realEstate ? [{ to: `${base}/real-estate-man`, label: intl.formatMessage(m.addPropertyManually) }] : []),
  ];
  return (
    <Stack gap="xl">
      <ScreenPlaceholder
        title={intl.formatMessage(onboarding ? m.addTitle : m.newTitle)}
        description={onboarding ? intl.formatMessage(bankAddDescription, { count: brand.institutionsClaim }) : intl.formatMessage(m.newDescription)}
        upcoming={upcoming.map((d) => intl.formatMessage(d))}
        links={links}
      />
      <SyncButton />
    </Stack>
  );
}
