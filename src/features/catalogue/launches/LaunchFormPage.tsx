import { useParams, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { LoadFailed } from '../../../components/feedback/LoadFailed';
import { useApi } from '../../../lib/ApiProvider';
import { isNotFound, LaunchNotFound } from './LaunchNotFound';
import { LaunchForm } from './LaunchForm';
import { PageFrame } from './LaunchPageFrame';
import { Loading } from '../../../components/feedback/Loading';

const validId = (id: number) => Number.isInteger(id) && id > 0 && id <= 2_147_483_647;

/** /apps/product-management/product-launches/create (create on Product). */
export function LaunchCreatePage() {
  const [params] = useSearchParams();
  const product = params.get('product');
  const preselected = product && /^\d{1,9}$/.test(product) ? Number(product) : null;
  return <LaunchForm mode="create" launch={undefined} product={preselected} />;
}

/** /apps/product-management/product-launches/edit/:id (update on Product). */
export function LaunchEditPage() {
  const { t } = useTranslation();
  const id = Number(useParams().id);
  const valid = validId(id);
  const query = useApi().useQuery(
    'get',
    '/api/product-launches/{id}/',
    { params: { path: { id } } },
    { enabled: valid },
  );
  if (!valid || isNotFound(query.error)) return <LaunchNotFound />;
  if (query.data) return <LaunchForm mode="edit" launch={query.data} product={null} />;
  return (
    <PageFrame title={t('launches.form.editTitle')}>
      {query.isError ? (
        <LoadFailed
          message={t('launches.view.loadFailed')}
          onRetry={() => void query.refetch()}
          retrying={query.isFetching}
        />
      ) : (
        <Loading />
      )}
    </PageFrame>
  );
}
