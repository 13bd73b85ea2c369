import { advisoryRoleLabels, firmBodySchema, type AdvisorProfile, type Firm } from '@patrimo/shared';
import { FormGlobalErrors, formErrorsFromParse, useApiForm } from '@patrimo/shared/forms';
import { loadStateOf } from '@patrimo/shared/query';
import { LoadState, usePageTitle, useToast } from '@patrimo/shared/react';
import { Badge, Button, Card, Group, List, Stack, Text, TextInput, Title } from '@patrimo/shared/ui';
import { Table } from '@patrimo/shared/ui/extra';
import { useEffect } from 'react';
import { useIntl } from 'react-intl';
import { useAdvisorProfile } from '../../../lib/api/advisor-profile';
import { useFirm, useRenameFirm } from '../../../lib/api/firm';
import { advisorsCountMessage, profileMessages as m } from '../messages';

const ROLE_EXPLANATIONS = { advisor: m.roleAdvisor, manager: m.roleManager, admin: m.roleAdmin } as const;

function RenameFirm({ firm }: { firm: Firm }) {
  const t = useIntl().formatMessage;
  const showToast = useToast();
  const { form, formRef, onSubmit, globalErrors, submitting } = useApiForm({
    initialValues: { name: firm.name },
    check: (values: { name: string }) => formErrorsFromParse(firmBodySchema.safeParse({ firm: values }), { fields: ['name'], unwrap: 'firm' }),
    mutation: useRenameFirm(),
    toVariables: (values) => ({ name: values.name.trim() }),
    errors: { fields: ['name'], wrapper: 'firm' },
    onSuccess: () => void showToast({ label: 'firm-renamed', message: t(m.renamed), color: 'green' }),
  });
  // The saved name (or another tab's) replaces the field's.
  useEffect(() => form.setValues({ name: firm.name }), [firm.name]);
  return (
    <form ref={formRef} onSubmit={onSubmit} noValidate aria-busy={submitting} data-rename-firm>
      <Stack gap="sm">
        <FormGlobalErrors title={t(m.renameFailed)} messages={globalErrors} />
        <Group align="flex-end">
          <TextInput {...form.getInputProps('name')} label={t(m.rename)} required maxLength={120} style={{ flex: 1, minWidth: 240 }} />
          <Button type="submit" loading={submitting}>
            {t(m.renameSave)}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

function AdvisorCard({ profile }: { profile: AdvisorProfile }) {
  const t = useIntl().formatMessage;
  return (
    <Card withBorder radius="md" padding="lg" component="section" aria-labelledby="profile-you">
      <Stack gap="sm">
        <Title order={2} size="h4" id="profile-you">
          {t(m.you)}
        </Title>
        <Text data-profile-name>
          <Text span fw={600}>{`${t(m.name)}\u202f: `}</Text>
          {`${profile.firstName} ${profile.lastName}`}
        </Text>
        <Text>
          <Text span fw={600}>{`${t(m.email)}\u202f: `}</Text>
          {profile.email}
        </Text>
        <Text>
          <Text span fw={600}>{`${t(m.firm)}\u202f: `}</Text>
          {profile.firmName}
        </Text>
        <Group gap="xs" data-profile-roles>
          <Text span fw={600}>{`${t(m.roles)}\u202f: `}</Text>
          {profile.roles.map((role) => (
            <Badge key={role} variant="light">
              {advisoryRoleLabels[role]}
            </Badge>
          ))}
        </Group>
        <List size="sm">
          {profile.roles.map((role) => (
            <List.Item key={role}>{t(ROLE_EXPLANATIONS[role])}</List.Item>
          ))}
        </List>
      </Stack>
    </Card>
  );
}

function FirmCard({ firm, admin }: { firm: Firm; admin: boolean }) {
  const t = useIntl().formatMessage;
  return (
    <Card withBorder radius="md" padding="lg" component="section" aria-labelledby="profile-firm">
      <Stack gap="md">
        <Title order={2} size="h4" id="profile-firm">
          {`${t(m.firm)} ${firm.name}`}
        </Title>
        {admin ? <RenameFirm firm={firm} /> : <Text size="sm" c="dimmed">{t(m.adminOnly)}</Text>}
        <Title order={3} size="h5">
          {t(m.advisors)} ({t(advisorsCountMessage, { count: firm.advisors.length })})
        </Title>
        <Table.ScrollContainer minWidth={560}>
          <Table striped withTableBorder data-firm-advisors>
            <Table.Thead>
              <Table.Tr>
                {[m.name, m.email, m.roles, m.customers].map((label) => (
                  <Table.Th key={label.id} scope="col">
                    {t(label)}
                  </Table.Th>
                ))}
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {firm.advisors.map((advisor) => (
                <Table.Tr key={advisor.id}>
                  <Table.Th scope="row">{`${advisor.firstName} ${advisor.lastName}`}</Table.Th>
                  <Table.Td>{advisor.email}</Table.Td>
                  <Table.Td>{advisor.roles.map((role) => advisoryRoleLabels[role]).join(', ')}</Table.Td>
                  <Table.Td>{advisor.customersCount}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      </Stack>
    </Card>
  );
}

/** /advisory/profile: the advisor, their roles in French, their firm and its advisors; an admin renames the firm here. */
export function ProfileScreen() {
  const t = useIntl().formatMessage;
  usePageTitle(t(m.title));
  const profile = loadStateOf(useAdvisorProfile());
  const firm = loadStateOf(useFirm());
  return (
    <Stack gap="lg" maw={960} data-advisor-profile>
      <Title order={1}>{t(m.title)}</Title>
      {profile.state === 'ready' ? <AdvisorCard profile={profile.data} /> : <LoadState load={profile} loadingLabel={m.loading} />}
      {firm.state === 'ready' ? (
        <FirmCard firm={firm.data} admin={profile.state === 'ready' && profile.data.admin} />
      ) : (
        <LoadState load={firm} loadingLabel={m.loading} />
      )}
    </Stack>
  );
}
