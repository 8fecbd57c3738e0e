import { HStack, Link, Text } from '@chakra-ui/react';
import { Link as RouterLink, useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { DATE_RANGE_PRESETS } from '../../../../domain/common/pagination';
import type { Invoice } from '../../../../domain/sales/invoice';
import { INVOICE_STATUSES } from '../../../../domain/sales/kinds';
import type { Column } from '../../../components/data/DataTable';
import { FilterSelect } from '../../../components/data/FilterSelect';
import { FilterPicker } from '../../../components/form/FilterPicker';
import { RowActions } from '../../../components/data/RowActions';
import { useDeleting } from '../../../components/data/rowDialogs';
import { DeleteRowDialog } from '../../../components/resource/DeleteRowDialog';
import { ResourceListPage } from '../../../components/resource/ResourceListPage';
import { canOnResource } from '../../../components/resource/resourceAbility';
import { useResourceList } from '../../../components/resource/useResourceList';
import { dateFrom, isDatePreset } from '../../../lib/datePresets';
import { useAppAbility } from '../../../lib/session/SessionProvider';
import { INVOICE_ADD_PATH, invoiceEditPath, invoicePreviewPath } from '../paths';
import { useSalesMessage } from '../salesMessages';
import { useInvoiceFormat } from './invoiceFormat';
import { invoiceResource } from './invoiceResource';
import { InvoiceStatusBadge } from './InvoiceStatusBadge';

/** The preset whose first day `date_from` is today, if any (the filter shows it chosen). */
const presetOf = (from: string | undefined) =>
  DATE_RANGE_PRESETS.find((preset) => dateFrom(preset) === from) ?? '';

/**
 * /apps/invoice/list (read on Sale): the invoices, newest first, by status, client and period,
 * found by number or client; each opens its preview, a draft its edit page too.
 */
export function InvoiceListPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const ability = useAppAbility();
  const reason = useSalesMessage();
  const format = useInvoiceFormat();
  const { list, query } = useResourceList(invoiceResource);
  const deleting = useDeleting<Invoice>();
  const filters = list.state.filters;

  const columns: Column<Invoice>[] = [
    {
      id: 'number',
      header: 'invoices.fields.number',
      sortField: 'number',
      cell: (invoice) => (
        <Link asChild fontWeight="medium" focusRing="outside" color="fg">
          <RouterLink
            to={invoicePreviewPath(invoice.id)}
            aria-label={t('invoices.list.open', { number: format.number(invoice.number) })}
          >
            <Text as="span" fontFamily="mono" dir="ltr">
              {format.number(invoice.number)}
            </Text>
          </RouterLink>
        </Link>
      ),
    },
    { id: 'client', header: 'invoices.fields.client', cell: (invoice) => invoice.client_name },
    {
      id: 'issue_date',
      header: 'invoices.fields.issueDate',
      sortField: 'issue_date',
      hideBelow: 'md',
      cell: (invoice) => format.date(invoice.issue_date),
    },
    {
      id: 'due_date',
      header: 'invoices.fields.dueDate',
      sortField: 'due_date',
      hideBelow: 'lg',
      cell: (invoice) => format.date(invoice.due_date),
    },
    {
      id: 'status',
      header: 'invoices.fields.status',
      sortField: 'status',
      cell: (invoice) => <InvoiceStatusBadge status={invoice.status} />,
    },
    {
      id: 'total',
      header: 'invoices.fields.total',
      sortField: 'total',
      textAlign: 'end',
      cell: (invoice) => (
        <Text as="span" fontVariantNumeric="tabular-nums" whiteSpace="nowrap">
          {format.money(invoice.total, invoice.currency)}
        </Text>
      ),
    },
    ...(canOnResource(ability, invoiceResource, 'update')
      ? [
          {
            id: 'actions',
            header: 'invoices.list.actions',
            textAlign: 'end' as const,
            cell: (invoice: Invoice) =>
              invoice.status === 'draft' ? (
                <RowActions
                  name={format.number(invoice.number)}
                  onEdit={
                    canOnResource(ability, invoiceResource, 'update', invoice)
                      ? () => void navigate(invoiceEditPath(invoice.id))
                      : undefined
                  }
                  onDelete={
                    canOnResource(ability, invoiceResource, 'delete', invoice)
                      ? () => deleting.ask(invoice)
                      : undefined
                  }
                />
              ) : null,
          },
        ]
      : []),
  ];

  return (
    <ResourceListPage
      resource={invoiceResource}
      create={{ to: INVOICE_ADD_PATH }}
      columns={columns}
      rowKey={(invoice) => invoice.id}
      list={list}
      query={query}
      onRowClick={(invoice) => void navigate(invoicePreviewPath(invoice.id))}
      filters={
        <HStack gap="3" align="flex-end" wrap="wrap">
          <FilterSelect
            label={t('invoices.fields.status')}
            allLabel={t('invoices.list.allStatuses')}
            value={filters.status ?? ''}
            onChange={(value) => list.setFilter('status', value)}
            options={INVOICE_STATUSES.map((status) => ({
              value: status,
              label: t(`invoices.status.${status}`),
            }))}
          />
          <FilterPicker
            label={t('invoices.fields.client')}
            allLabel={t('invoices.list.allClients')}
            path="/api/invoices/choices/clients/"
            value={filters.client}
            onChange={(value) => list.setFilter('client', value)}
            testId="invoices-filter-client"
          />
          <FilterSelect
            label={t('invoices.list.period')}
            allLabel={t('invoices.list.anyPeriod')}
            value={presetOf(filters.date_from)}
            onChange={(value) => list.setFilter('date_from', isDatePreset(value) ? dateFrom(value) : '')}
            options={DATE_RANGE_PRESETS.map((preset) => ({
              value: preset,
              label: t(`invoices.list.presets.${preset}`),
            }))}
          />
        </HStack>
      }
    >
      <DeleteRowDialog
        resource={invoiceResource}
        deleting={deleting}
        body={t('invoices.list.deleteBody')}
        confirmLabel={t('invoices.list.delete')}
        deletedText={() => t('invoices.list.deleted')}
        errorText={reason}
      />
    </ResourceListPage>
  );
}
