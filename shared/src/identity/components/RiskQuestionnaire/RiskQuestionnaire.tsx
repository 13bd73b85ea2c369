import { loadErrorMessage } from '@patrimo/shared/query';
import { Alert, Button, Group, Loader, Stack, Text } from '@patrimo/shared/ui';
import { useEffect, useState } from 'react';
import { useIntl } from 'react-intl';
import type { Portfolio, Profile } from '@patrimo/shared';
import { useRiskSurvey } from '../../api/get-risk-survey';
import { identityMessages } from '../../messages';
import { InfosRequired } from './InfosRequired';
import { RiskQuestions } from './RiskQuestions';

export interface RiskQuestionnaireCommonProps {
  /** Answers of the previous questionnaire, to start from (1 … 5, 1 … 3 for question 5). */
  initialAnswers?: readonly number[] | null;
  /**
   * Whether the base profile information is filled (`profile.infos`). When false, the questionnaire is
   * not shown: only the message asking to fill the profile first (spec §5). @default true
   */
  infosComplete?: boolean;
  /** Where the saver fills that information. @default '/app/profile/infos' */
  infosPath?: string;
  /** Shows a « Annuler » button calling this (the questionnaire shown inline over a result). */
  onCancel?: () => void;
  /** The last question's button. @default « Voir mon profil » */
  submitLabel?: string;
}

export type RiskQuestionnaireProps = RiskQuestionnaireCommonProps &
  (
    | {
        /** The saver-level questionnaire, saved on the profile. */
        type: 'profile';
        /** Called with the profile as stored once the answers are saved; `riskAssessment` is the result. */
        onSubmitted: (profile: Profile) => void;
      }
    | {
        /** One envelope's questionnaire (spec §4 "risk profile per envelope"), saved on the contract. */
        type: 'contract';
        portfolioId: string;
        /** Called with the contract as stored; `recommendedRisk` is the result. */
        onSubmitted: (portfolio: Portfolio) => void;
      }
  );

/**
 * The investor risk questionnaire (spec §3: 7 questions, answers 1-5, 3 for question 5), one question at
 * a time with « Question 3 sur 7 » and a progress bar, previous and next buttons, and « Voir mon profil »
 * on the last one, which saves `{ riskSurvey: { type, answers } }` on the profile (or the contract). Questions come from
 * GET /risk_survey (read once per page) so their wording lives in one place. Without the base profile
 * information, or when the API refuses for that reason, it says so and links to the form.
 *
 * @example
 * <RiskQuestionnaire type="profile" initialAnswers={profile.riskSurvey?.answers} onSubmitted={showResult} />
 * <RiskQuestionnaire type="contract" portfolioId={contract.id} onSubmitted={showContractRisk} />
 */
export function RiskQuestionnaire(props: RiskQuestionnaireProps) {
  const { type, infosComplete = true, infosPath = '/app/profile/infos', onCancel } = props;
  const intl = useIntl();
  const t = intl.formatMessage;
  const [infosMissing, setInfosMissing] = useState(!infosComplete);
  const survey = useRiskSurvey(type, infosComplete);

  useEffect(() => setInfosMissing(!infosComplete), [infosComplete]);

  if (infosMissing) return <InfosRequired infosPath={infosPath} onCancel={onCancel} />;

  if (survey.isError && survey.data === undefined) {
    return (
      <Alert color="red" variant="light" title={t(identityMessages.surveyLoadFailed)} role="alert">
        <Stack gap="xs" align="flex-start">
          <Text size="sm">{loadErrorMessage(survey.error)}</Text>
          <Button size="xs" variant="light" onClick={() => void survey.refetch()}>
            {t(identityMessages.retry)}
          </Button>
        </Stack>
      </Alert>
    );
  }

  if (survey.data === undefined) {
    return (
      <Group gap="sm" py="lg" justify="center" aria-live="polite">
        <Loader size="sm" />
        <Text size="sm" c="dimmed">
          {t(identityMessages.surveyLoading)}
        </Text>
      </Group>
    );
  }

  return <RiskQuestions {...props} survey={survey.data} onInfosMissing={() => setInfosMissing(true)} />;
}
