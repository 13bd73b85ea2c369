import { Badge, Button, Card, Group, Stack, Text, Title } from '@patrimo/shared/ui';
import { HowComputed, type HowComputedProps } from '@patrimo/shared/ui/extra';
import { useId, type ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { Link } from '@patrimo/shared/router';
import { profileQuestionnairePath } from '../../../lib/analysis-links';
import type { SectionId } from '../../../lib/page-plan';
import { useAnalysisFrame } from '../hooks/use-analysis-frame';
import { frameMessages as m } from '../messages/frame';

export interface SectionProps {
  /** The section of the page plan this card shows. */
  id: SectionId;
  title: string;
  /** One sentence under the title: what the figure is, or what it says for this contract. */
  description?: string;
  /** « Comment est-ce calculé ? » of the figure; omitted for what is not computed (a list of links). */
  how?: Omit<HowComputedProps, 'figure'>;
  /** Locked by the lock rule: the content gives way to the way to the questionnaire. */
  locked?: boolean;
  children?: ReactNode;
}

/** The lock of a section that compares with the profile (spec §4): why, and the way to complete it and come back. */
function ProfileLock() {
  const intl = useIntl();
  const t = intl.formatMessage;
  const { embedded, pathname } = useAnalysisFrame();
  return (
    <Stack gap="sm" align="flex-start" data-profile-lock>
      <Text size="sm">{t(embedded ? m.lockAdvisor : m.lockSaver)}</Text>
      {!embedded && (
        <Button component={Link} to={profileQuestionnairePath(pathname)} size="sm">
          {t(m.lockAction)}
        </Button>
      )}
    </Stack>
  );
}

/** One figure of an analysis page: a titled card with its content and its « Comment est-ce calculé ? ». */
export function Section({ id, title, description, how, locked = false, children }: SectionProps) {
  const intl = useIntl();
  const titleId = useId();
  return (
    <Card withBorder radius="md" padding="lg" component="section" aria-labelledby={titleId} data-section={id} data-locked={locked || undefined}>
      <Stack gap="md">
        <Stack gap={4}>
          <Group gap="sm" wrap="wrap">
            <Title order={2} size="h4" id={titleId}>
              {title}
            </Title>
            {locked && (
              <Badge color="gray" variant="light">
                {intl.formatMessage(m.lockBadge)}
              </Badge>
            )}
          </Group>
          {description !== undefined && !locked && (
            <Text size="sm" c="dimmed">
              {description}
            </Text>
          )}
        </Stack>
        {locked ? <ProfileLock /> : children}
        {!locked && how && <HowComputed figure={title} {...how} />}
      </Stack>
    </Card>
  );
}
