import { Text } from '@chakra-ui/react';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { Niveau } from '../../../../domain/units/parameters';
import type { Column } from '../../../components/data/DataTable';
import { RowActions } from '../../../components/data/RowActions';
import { useDeleting } from '../../../components/data/rowDialogs';
import { DeleteRowDialog } from '../../../components/resource/DeleteRowDialog';
import { ResourceListPage } from '../../../components/resource/ResourceListPage';
import { canOnResource } from '../../../components/resource/resourceAbility';
import { useResourceList } from '../../../components/resource/useResourceList';
import { useAppAbility } from '../../../lib/session/SessionProvider';
import { nameCodeColumns } from '../../../components/resource/ParameterListPage';
import { useTreeMessage } from '../treeMessages';
import { niveauResource } from './parameterResource';
import { NIVEAU_ADD_PATH, niveauEditPath, niveauViewPath } from './paths';

/**
 * /apps/organization/parameters/niveau/list (read on Organization): the niveaux from the top
 * level down, each opening its page; add and edit are pages of their own (spec §2).
 */
export function NiveauListPage() {
  const { t, i18n } = useTranslation();
  const navigate = useNavigate();
  const reason = useTreeMessage();
  const ability = useAppAbility();
  const { list, query } = useResourceList(niveauResource);
  const deleting = useDeleting<Niveau>();
  const number = new Intl.NumberFormat(i18n.language);
  const changes = canOnResource(ability, niveauResource, 'update');

  const columns: Column<Niveau>[] = [
    {
      id: 'level',
      header: 'unitsTree.columns.level',
      sortField: 'level',
      cell: (niveau) => (
        <Text as="span" fontVariantNumeric="tabular-nums">
          {number.format(niveau.level)}
        </Text>
      ),
    },
    ...nameCodeColumns<Niveau>((niveau) => niveauViewPath(niveau.id)),
    ...(changes
      ? [
          {
            id: 'actions',
            header: 'catalogueConfig.columns.actions',
            textAlign: 'end' as const,
            cell: (niveau: Niveau) => (
              <RowActions
                name={niveau.name}
                onEdit={
                  canOnResource(ability, niveauResource, 'update', niveau)
                    ? () => void navigate(niveauEditPath(niveau.id))
                    : undefined
                }
                onDelete={
                  canOnResource(ability, niveauResource, 'delete', niveau)
                    ? () => deleting.ask(niveau)
                    : undefined
                }
              />
            ),
          },
        ]
      : []),
  ];

  return (
    <ResourceListPage
      resource={niveauResource}
      create={{ to: NIVEAU_ADD_PATH }}
      columns={columns}
      rowKey={(niveau) => niveau.id}
      list={list}
      query={query}
      onRowClick={(niveau) => void navigate(niveauViewPath(niveau.id))}
    >
      <DeleteRowDialog
        resource={niveauResource}
        deleting={deleting}
        body={t('unitsTree.parameters.deleteBody', { name: deleting.row?.name ?? '' })}
        confirmLabel={t('unitsTree.parameters.delete')}
        deletedText={() => t('unitsTree.niveaux.deleted')}
        errorText={reason}
      />
    </ResourceListPage>
  );
}
