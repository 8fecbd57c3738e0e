import { InvoiceListQuerySchema } from '../../../../domain/sales/invoice';
import { defineResource } from '../../../components/resource/resource';

/** Invoices: read, written and moved under the Sale right (a sales person's own: those they made). */
export const invoiceResource = defineResource({
  path: '/api/invoices/',
  name: 'invoice',
  subject: 'Sale',
  texts: 'invoices.list',
  listQuery: InvoiceListQuerySchema,
  filters: ['status', 'client', 'date_from'],
  defaultOrdering: '-created_at',
});
