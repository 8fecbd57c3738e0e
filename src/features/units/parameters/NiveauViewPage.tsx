import { Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import type { Niveau } from '../../../../domain/units/parameters';
import { Nothing } from '../../../components/data/Nothing';
import { DetailPage, useRouteRecord } from '../../../components/resource/DetailPage';
import { RecordView, type Field } from '../../../components/resource/RecordView';
import { unitMessages } from '../../../../domain/units/messages';
import { useTreeMessage } from '../treeMessages';
import { niveauResource } from './parameterResource';
import { NIVEAU_LIST_PATH, niveauEditPath } from './paths';

/** /apps/organization/parameters/niveau/view/:id (read on Organization): one niveau, to edit or delete. */
export function NiveauViewPage() {
  const { id, query } = useRouteRecord('/api/niveaux/{id}/');
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
  const reason = useTreeMessage();
  const dates = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium', timeStyle: 'short' });
  const number = new Intl.NumberFormat(i18n.language);
  const fields: Field[] = [
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
    <RecordView
      resource={niveauResource}
      record={niveau}
      texts={{
        kind: t('unitsTree.niveau.kind'),
        edit: t('unitsTree.niveau.edit'),
        delete: t('unitsTree.parameters.delete'),
        deleteTitle: t('unitsTree.niveaux.deleteTitle'),
        deleteBody: t('unitsTree.parameters.deleteBody', { name: niveau.name }),
        deleted: t('unitsTree.niveaux.deleted'),
        deleteFailed: t('unitsTree.niveaux.deleteFailed'),
      }}
      fields={fields}
      editTo={niveauEditPath(niveau.id)}
      listPath={NIVEAU_LIST_PATH}
      errorText={reason}
    />
  );
}
