import { AccountDeletionRequest, PasswordChangeForm, RiskProfileResult, RiskQuestionnaire } from '@patrimo/shared/identity';
import type { Profile } from '@patrimo/shared';
import { useMutationToast } from '@patrimo/shared/query';
import { useSession } from '@patrimo/shared/react';
import { Button, Card, Stack, Text, Title } from '@patrimo/shared/ui';
import { useState, type ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { useSaverFrame } from '../../../lib/saver-frame';
import { useSubjectProfile } from '../hooks/use-subject-profile';
import { userMessages as m } from '../messages';
import { ProfileLoadState } from './ProfileLoadState';

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Card withBorder radius="md" padding="lg" component="section">
      <Title order={2} size="h4" mb="md">
        {title}
      </Title>
      {children}
    </Card>
  );
}

/**
 * The content of `/app/user/profile`: the risk profile (with « Refaire le questionnaire », shown in
 * place), the password change and the account deletion request. An advisor looking at a customer sees
 * the risk profile only, read-only (spec §6).
 */
export function UserProfilePanel() {
  const intl = useIntl();
  const t = intl.formatMessage;
  const showToast = useMutationToast();
  const { user } = useSession();
  const { base } = useSaverFrame();
  const { load, readOnly, saved } = useSubjectProfile();
  const [answering, setAnswering] = useState(false);

  function handleSubmitted(profile: Profile) {
    setAnswering(false);
    // The recommended risk is on the user too (and makes the profile complete): `saved` reads it again.
    saved(profile);
  }

  function riskContent(profile: Profile) {
    if (answering && !readOnly) {
      return (
        <RiskQuestionnaire
          type="profile"
          initialAnswers={profile.riskSurvey?.answers ?? null}
          infosComplete={profile.infos}
          infosPath={`${base}/user/infos`}
          onSubmitted={handleSubmitted}
          onCancel={() => setAnswering(false)}
        />
      );
    }
    if (profile.riskAssessment) {
      return (
        <RiskProfileResult assessment={profile.riskAssessment} headingOrder={3}>
          {!readOnly && (
            <Button variant="light" onClick={() => setAnswering(true)} style={{ alignSelf: 'flex-start' }}>
              {t(m.riskRedo)}
            </Button>
          )}
        </RiskProfileResult>
      );
    }
    return (
      <Stack gap="md" align="flex-start">
        <Text>{readOnly ? t(m.riskNoneCustomer) : t(m.riskNone)}</Text>
        {!readOnly && <Button onClick={() => setAnswering(true)}>{t(m.riskStart)}</Button>}
      </Stack>
    );
  }

  return (
    <Stack gap="lg">
      <Section title={t(m.riskSection)}>
        {load.state === 'ready' ? riskContent(load.data) : <ProfileLoadState load={load} />}
      </Section>
      {!readOnly && (
        <>
          <Section title={t(m.passwordSection)}>
            <PasswordChangeForm
              personalWords={[user?.email, user?.firstName, user?.lastName]}
              onChanged={() => showToast('passwordUpdated')}
            />
          </Section>
          <Section title={t(m.deletionSection)}>
            <AccountDeletionRequest email={user?.email ?? null} />
          </Section>
        </>
      )}
    </Stack>
  );
}
