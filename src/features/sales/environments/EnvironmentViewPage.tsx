import type { ReactNode } from 'react';
import { Button, Card, DataList, Heading, HStack, Link, Stack, Text } from '@chakra-ui/react';
import { Pencil, Trash2 } from 'lucide-react';
import { Link as RouterLink, useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { environmentMessages, type Environment } from '../../../../domain/sales/environment';
import { ConfirmDialog } from '../../../components/data/ConfirmDialog';
import { Nothing } from '../../../components/data/Nothing';
import { useDeleting } from '../../../components/data/rowDialogs';
import { changeId, withNotice } from '../../../components/feedback/notify';
import { DetailPage, useRouteId } from '../../../components/resource/DetailPage';
import { canOnResource } from '../../../components/resource/resourceAbility';
import { useResourceMutations } from '../../../components/resource/useResourceMutations';
import { useApi } from '../../../lib/ApiProvider';
import { useAppAbility } from '../../../lib/session/SessionProvider';
import { ENVIRONMENT_LIST_PATH, environmentEditPath } from '../paths';
import { useSalesMessage } from '../salesMessages';
import { environmentResource } from './environmentResource';
import { EnvironmentStatusBadge } from './EnvironmentStatusBadge';

/** /apps/environment/client/view/:id (read on Environment): one environment, to edit or delete. */
export function EnvironmentViewPage() {
  const id = useRouteId();
  const query = useApi().useQuery(
    'get',
    '/api/environments/{id}/',
    { params: { path: { id: id ?? 0 } } },
    { enabled: id !== null },
  );
  return (
    <DetailPage
      texts="environments.view"
      notFoundDetail={environmentMessages.notFound}
      backTo={ENVIRONMENT_LIST_PATH}
      id={id}
      query={query}
    >
      {(environment) => <EnvironmentDetail environment={environment} />}
    </DetailPage>
  );
}

function EnvironmentDetail({ environment }: { environment: Environment }) {
  const { t, i18n } = useTranslation();
  const navigate = useNavigate();
  const reason = useSalesMessage();
  const ability = useAppAbility();
  const deleting = useDeleting<Environment>();
  const { remove } = useResourceMutations(environmentResource);
  const dates = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium', timeStyle: 'short' });
  const fields: [label: string, value: ReactNode][] = [
    [t('environments.fields.client'), environment.client_name],
    [t('environments.fields.kind'), t(`environments.kinds.${environment.kind}`)],
    [t('environments.fields.status'), <EnvironmentStatusBadge status={environment.status} />],
    [
      t('environments.fields.url'),
      environment.url ? (
        <Link href={environment.url} target="_blank" rel="noreferrer noopener" dir="ltr" color="primary.fg">
          {environment.url}
        </Link>
      ) : (
        <Nothing />
      ),
    ],
    [
      t('environments.fields.notes'),
      environment.notes ? <Text whiteSpace="pre-wrap">{environment.notes}</Text> : <Nothing />,
    ],
    [t('environments.fields.updatedAt'), dates.format(new Date(environment.updated_at))],
  ];

  return (
    <Stack gap="5" maxW="4xl">
      <HStack justify="space-between" wrap="wrap" gap="4">
        <Stack gap="1">
          <Text fontSize="sm" color="fg.muted">
            {t('environments.view.kind')}
          </Text>
          <Heading as="h1" size="2xl">
            {environment.name}
          </Heading>
        </Stack>
        <HStack gap="2">
          {canOnResource(ability, environmentResource, 'update', environment) && (
            <Button asChild variant="outline" data-testid="edit-environment">
              <RouterLink to={environmentEditPath(environment.id)}>
                <Pencil aria-hidden />
                {t('environments.view.edit')}
              </RouterLink>
            </Button>
          )}
          {canOnResource(ability, environmentResource, 'delete', environment) && (
            <Button variant="outline" colorPalette="red" onClick={() => deleting.ask(environment)}>
              <Trash2 aria-hidden />
              {t('environments.list.delete')}
            </Button>
          )}
        </HStack>
      </HStack>
      <Card.Root variant="outline">
        <Card.Body>
          <DataList.Root orientation="horizontal" gap="3">
            {fields.map(([label, value]) => (
              <DataList.Item key={label}>
                <DataList.ItemLabel minW="10rem">{label}</DataList.ItemLabel>
                <DataList.ItemValue>{value}</DataList.ItemValue>
              </DataList.Item>
            ))}
          </DataList.Root>
        </Card.Body>
      </Card.Root>
      <ConfirmDialog
        {...deleting.dialog}
        title={t('environments.list.deleteTitle')}
        body={t('environments.list.deleteBody', { name: environment.name })}
        confirmLabel={t('environments.list.delete')}
        destructive
        errorText={reason}
        onConfirm={async () => {
          await withNotice(
            changeId(environmentResource.path, 'delete', environment.id),
            { success: t('environments.list.deleted'), failure: t('environments.list.deleteFailed') },
            () => remove.mutateAsync(environment.id),
          );
          await navigate(ENVIRONMENT_LIST_PATH);
        }}
      />
    </Stack>
  );
}
