import { Link, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { environmentMessages, type Environment } from '../../../../domain/sales/environment';
import { Nothing } from '../../../components/data/Nothing';
import { DetailPage, useRouteRecord } from '../../../components/resource/DetailPage';
import { RecordView, type Field } from '../../../components/resource/RecordView';
import { ENVIRONMENT_LIST_PATH, environmentEditPath } from '../paths';
import { useSalesMessage } from '../salesMessages';
import { environmentResource } from './environmentResource';
import { EnvironmentStatusBadge } from './EnvironmentStatusBadge';

/** /apps/environment/client/view/:id (read on Environment): one environment, to edit or delete. */
export function EnvironmentViewPage() {
  const { id, query } = useRouteRecord('/api/environments/{id}/');
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
  const reason = useSalesMessage();
  const dates = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium', timeStyle: 'short' });
  const fields: Field[] = [
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
    <RecordView
      resource={environmentResource}
      record={environment}
      texts={{
        kind: t('environments.view.kind'),
        edit: t('environments.view.edit'),
        delete: t('environments.list.delete'),
        deleteTitle: t('environments.list.deleteTitle'),
        deleteBody: t('environments.list.deleteBody', { name: environment.name }),
        deleted: t('environments.list.deleted'),
        deleteFailed: t('environments.list.deleteFailed'),
      }}
      fields={fields}
      editTo={environmentEditPath(environment.id)}
      listPath={ENVIRONMENT_LIST_PATH}
      errorText={reason}
      maxW="4xl"
    />
  );
}
