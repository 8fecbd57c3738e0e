import type { ReactNode } from 'react';
import { Button, Card, DataList, Heading, HStack, Stack, Text } from '@chakra-ui/react';
import { Pencil, Trash2 } from 'lucide-react';
import { Link as RouterLink, useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { Niveau } from '../../../../domain/units/parameters';
import { Nothing } from '../../../components/data/Nothing';
import { useDeleting } from '../../../components/data/rowDialogs';
import { ConfirmDialog } from '../../../components/data/ConfirmDialog';
import { changeId, withNotice } from '../../../components/feedback/notify';
import { useResourceMutations } from '../../../components/resource/useResourceMutations';
import { DetailPage, useRouteId } from '../../../components/resource/DetailPage';
import { canOnResource } from '../../../components/resource/resourceAbility';
import { unitMessages } from '../../../../domain/units/messages';
import { useApi } from '../../../lib/ApiProvider';
import { useAppAbility } from '../../../lib/session/SessionProvider';
import { useTreeMessage } from '../treeMessages';
import { niveauResource } from './parameterResource';
import { NIVEAU_LIST_PATH, niveauEditPath } from './paths';

/** /apps/organization/parameters/niveau/view/:id (read on Organization): one niveau, to edit or delete. */
export function NiveauViewPage() {
  const id = useRouteId();
  const query = useApi().useQuery(
    'get',
    '/api/niveaux/{id}/',
    { params: { path: { id: id ?? 0 } } },
    { enabled: id !== null },
  );
  return (
    <DetailPage
      texts="unitsTree.niveau"
      notFoundDetail={unitMessages.niveauNotFound}
      backTo={NIVEAU_LIST_PATH}
      id={id}
      query={query}
    >
      {(niveau) => <NiveauDetail niveau={niveau} />}
    </DetailPage>
  );
}

function NiveauDetail({ niveau }: { niveau: Niveau }) {
  const { t, i18n } = useTranslation();
  const navigate = useNavigate();
  const reason = useTreeMessage();
  const ability = useAppAbility();
  const deleting = useDeleting<Niveau>();
  const { remove } = useResourceMutations(niveauResource);
  const dates = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium', timeStyle: 'short' });
  const number = new Intl.NumberFormat(i18n.language);
  const fields: [label: string, value: ReactNode][] = [
    [
      t('catalogueConfig.fields.code'),
      <Text as="span" fontFamily="mono" dir="ltr">
        {niveau.code}
      </Text>,
    ],
    [t('unitsTree.fields.level'), number.format(niveau.level)],
    [t('catalogueConfig.fields.description'), niveau.description || <Nothing />],
    [t('unitsTree.fields.createdAt'), dates.format(new Date(niveau.created_at))],
    [t('unitsTree.fields.updatedAt'), dates.format(new Date(niveau.updated_at))],
  ];

  return (
    <Stack gap="5">
      <HStack justify="space-between" wrap="wrap" gap="4">
        <Stack gap="1">
          <Text fontSize="sm" color="fg.muted">
            {t('unitsTree.niveau.kind')}
          </Text>
          <Heading as="h1" size="2xl">
            {niveau.name}
          </Heading>
        </Stack>
        <HStack gap="2">
          {canOnResource(ability, niveauResource, 'update', niveau) && (
            <Button asChild variant="outline" data-testid="edit-niveau">
              <RouterLink to={niveauEditPath(niveau.id)}>
                <Pencil aria-hidden />
                {t('unitsTree.niveau.edit')}
              </RouterLink>
            </Button>
          )}
          {canOnResource(ability, niveauResource, 'delete', niveau) && (
            <Button variant="outline" colorPalette="red" onClick={() => deleting.ask(niveau)}>
              <Trash2 aria-hidden />
              {t('unitsTree.parameters.delete')}
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
        title={t('unitsTree.niveaux.deleteTitle')}
        body={t('unitsTree.parameters.deleteBody', { name: niveau.name })}
        confirmLabel={t('unitsTree.parameters.delete')}
        destructive
        errorText={reason}
        onConfirm={async () => {
          await withNotice(
            changeId(niveauResource.path, 'delete', niveau.id),
            { success: t('unitsTree.niveaux.deleted'), failure: t('unitsTree.niveaux.deleteFailed') },
            () => remove.mutateAsync(niveau.id),
          );
          await navigate(NIVEAU_LIST_PATH);
        }}
      />
    </Stack>
  );
}
