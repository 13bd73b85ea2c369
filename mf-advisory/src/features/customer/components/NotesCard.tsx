import { loadErrorMessage } from '@patrimo/shared/query';
import { useToast } from '@patrimo/shared/react';
import { Badge, Button, Card, Group, Stack, Title } from '@patrimo/shared/ui';
import { Textarea } from '@patrimo/shared/ui/controls';
import { useEffect, useId, useState } from 'react';
import { useIntl } from 'react-intl';
import { useSaveAdvisorNotes } from '../api/advisor-notes';
import { customerMessages as m } from '../messages';
import { LeaveGuard } from './LeaveGuard';

/** The advisor's notes on the customer: typed freely, saved on demand, never lost by leaving the page unsaved. */
export function NotesCard({ customerId, notes }: { customerId: string; notes: string }) {
  const t = useIntl().formatMessage;
  const titleId = useId();
  const showToast = useToast();
  const save = useSaveAdvisorNotes(customerId);
  const [draft, setDraft] = useState(notes);
  const [saved, setSaved] = useState(notes);
  // The record read again (after a save, or by another advisor's change) replaces an untouched draft only.
  useEffect(() => {
    setDraft((current) => (current === saved ? notes : current));
    setSaved(notes);
    // `saved` is read as it was before this change: only `notes` moving triggers it.
  }, [notes]);
  const dirty = draft !== saved;
  const submit = async () => {
    const result = await save.mutateAsync(draft).catch(() => null);
    if (result === null) return;
    setSaved(result.advisorNotes);
    setDraft(result.advisorNotes);
    showToast({ label: 'notes-saved', message: t(m.notesSaved), color: 'green' });
  };
  return (
    <Card withBorder radius="md" padding="lg" component="section" aria-labelledby={titleId} data-notes>
      <form
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          void submit();
        }}
      >
        <Stack gap="sm">
          <Group justify="space-between">
            <Title order={2} size="h4" id={titleId}>
              {t(m.notesTitle)}
            </Title>
            {dirty && (
              <Badge color="orange" variant="light" data-notes-unsaved>
                {t(m.notesUnsaved)}
              </Badge>
            )}
          </Group>
          <Textarea
            label={t(m.notesLabel)}
            description={t(m.notesHint)}
            autosize
            minRows={4}
            maxRows={14}
            value={draft}
            onChange={(event) => setDraft(event.currentTarget.value)}
            error={save.isError ? loadErrorMessage(save.error) : undefined}
          />
          <Group justify="flex-end">
            <Button type="submit" loading={save.isPending} disabled={!dirty} data-notes-save>
              {t(m.notesSave)}
            </Button>
          </Group>
        </Stack>
      </form>
      <LeaveGuard when={dirty} question={m.notesLeave} />
    </Card>
  );
}
