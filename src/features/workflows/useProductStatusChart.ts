import { useMemo } from 'react';
import { keepPreviousData } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useApi } from '../../lib/ApiProvider';
import { useAppAbility } from '../../lib/session/SessionProvider';
import { productStatusChart } from './model/productStatusChart';

/**
 * Who may see the product status flow: a reader of products, who reads the statuses they sit in
 * too (every role that reads products does; a custom role might not, and is not offered it).
 */
export function useMayChartProductStatuses() {
  const ability = useAppAbility();
  return !!ability?.can('read', 'Product') && !!ability.can('read', 'Category');
}

/** An organisation has a handful of statuses: one page of the largest size holds them. */
const STATUSES_PAGE = 100;

/**
 * The product status flow's chart for one organisation (`organization`, else the one the reader
 * works in, as the figures): its statuses, and the changes recorded between them over all the
 * history (the same request as the figures' "all time"), so the chart stays the same whatever
 * period the figures show. Another organisation's chart keeps the last one until it arrives.
 */
export function useProductStatusChart(organization: number | undefined, enabled: boolean) {
  const { t } = useTranslation();
  const api = useApi();
  const scope = organization === undefined ? {} : { organization };
  const options = { enabled, placeholderData: keepPreviousData };
  const statuses = api.useQuery(
    'get',
    '/api/product-statuses/',
    { params: { query: { ...scope, page_size: STATUSES_PAGE, ordering: 'name' } } },
    options,
  );
  const history = api.useQuery('get', '/api/products/status-flow/', { params: { query: scope } }, options);
  const chart = useMemo(
    () =>
      statuses.data && history.data
        ? productStatusChart(statuses.data.results, history.data, (flag) =>
            t(`workflows.productStatus.badges.${flag}`),
          )
        : null,
    [statuses.data, history.data, t],
  );
  const failed = (statuses.isError && !statuses.data) || (history.isError && !history.data);
  return {
    chart,
    failed,
    retrying: statuses.isFetching || history.isFetching,
    retry: () => {
      if (statuses.isError) void statuses.refetch();
      if (history.isError) void history.refetch();
    },
  };
}
