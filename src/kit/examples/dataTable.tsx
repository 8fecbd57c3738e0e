import { useMemo } from 'react';
import { ORDER_STATUSES, type OrderStatus } from '../../../domain/sales/orderStatus';
import { DataTable, type Column, type ListQueryResult } from '../../components/data/DataTable';
import { FilterSelect } from '../../components/data/FilterSelect';
import { useListState } from '../../components/data/useListState';
import { OrderStatusBadge } from '../../components/sales/OrderBadges';
import { useTranslation } from 'react-i18next';
import { ExampleFrame } from '../ExampleFrame';
import { docOf } from '../propDocs';

type DemoOrder = { id: number; number: string; client: string; status: OrderStatus; total: number };

const CLIENTS = [
  'Atlas Retail',
  'Nordlicht GmbH',
  'Sahara Trading',
  'Lotus Market',
  'Cedar & Co',
  'Bleu Marine',
];
/** 57 orders made up in memory: the table pages, sorts, searches and filters them as the API would. */
export const DEMO_ORDERS: DemoOrder[] = Array.from({ length: 57 }, (_, i) => ({
  id: i + 1,
  number: `SO-2025-${String(i + 1).padStart(4, '0')}`,
  client: CLIENTS[i % CLIENTS.length]!,
  status: ORDER_STATUSES[(i * 7) % ORDER_STATUSES.length]!,
  total: 120 + ((i * 373) % 4800),
}));

type Filter = 'status';
const SORTABLE = { number: 'number', client: 'client', total: 'total' } as const;

/** What the API does with `?page&page_size&ordering&search&status`, over the rows above. */
export function answerInMemory(query: {
  page: number;
  page_size: number;
  ordering?: string;
  search?: string;
  status?: string;
}): ListQueryResult<DemoOrder> {
  const search = query.search?.toLowerCase() ?? '';
  let rows = DEMO_ORDERS.filter(
    (row) =>
      (!search || row.number.toLowerCase().includes(search) || row.client.toLowerCase().includes(search)) &&
      (!query.status || row.status === query.status),
  );
  const ordering = query.ordering ?? 'number';
  const field = SORTABLE[ordering.replace(/^-/, '') as keyof typeof SORTABLE] ?? 'number';
  const sign = ordering.startsWith('-') ? -1 : 1;
  rows = [...rows].sort((a, b) => (a[field] < b[field] ? -sign : a[field] > b[field] ? sign : 0));
  const start = (query.page - 1) * query.page_size;
  return {
    data: { count: rows.length, results: rows.slice(start, start + query.page_size) },
    isError: false,
    isFetching: false,
    refetch: () => undefined,
  };
}

function LiveTable() {
  const { t, i18n } = useTranslation();
  const list = useListState<Filter>({ filters: ['status'], defaultOrdering: 'number', defaultPageSize: 10 });
  const money = useMemo(
    () => new Intl.NumberFormat(i18n.language, { style: 'currency', currency: 'EUR' }),
    [i18n.language],
  );
  const columns: Column<DemoOrder>[] = [
    {
      id: 'number',
      header: 'kit.examples.dataTable.columns.number',
      sortField: 'number',
      cell: (row) => row.number,
    },
    {
      id: 'client',
      header: 'kit.examples.dataTable.columns.client',
      sortField: 'client',
      cell: (row) => row.client,
    },
    {
      id: 'status',
      header: 'kit.examples.dataTable.columns.status',
      cell: (row) => <OrderStatusBadge status={row.status} />,
    },
    {
      id: 'total',
      header: 'kit.examples.dataTable.columns.total',
      sortField: 'total',
      textAlign: 'end',
      cell: (row) => money.format(row.total),
    },
  ];
  return (
    <DataTable
      label={t('kit.examples.dataTable.label')}
      columns={columns}
      rowKey={(row) => row.id}
      list={list}
      query={answerInMemory(list.query)}
      searchLabel={t('kit.examples.dataTable.search')}
      emptyText={t('kit.examples.dataTable.empty')}
      filters={
        <FilterSelect
          label={t('kit.examples.dataTable.columns.status')}
          allLabel={t('kit.examples.dataTable.allStatuses')}
          value={list.state.filters.status ?? ''}
          onChange={(value) => list.setFilter('status', value)}
          options={ORDER_STATUSES.map((status) => ({ value: status, label: t(`orders.statuses.${status}`) }))}
        />
      }
    />
  );
}

const DOCS = [
  docOf('DataTable', DataTable, {
    label: { type: 'string', required: true },
    columns: { type: 'Column<T>[]', required: true },
    rowKey: { type: '(row: T) => string | number', required: true },
    list: { type: 'ListController<F>', required: true },
    query: { type: 'ListQueryResult<T>', required: true },
    onRowClick: { type: '(row: T) => void', required: false },
    searchLabel: { type: 'string', required: false },
    filters: { type: 'ReactNode', required: false },
    emptyText: { type: 'string', required: false },
    errorText: { type: 'string', required: false },
    grid: { type: '(rows: T[]) => ReactNode', required: false },
  }),
];

export default function DataTableExample() {
  return (
    <ExampleFrame id="dataTable" docs={DOCS}>
      <LiveTable />
    </ExampleFrame>
  );
}
