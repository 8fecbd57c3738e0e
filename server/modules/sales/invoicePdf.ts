import { eq } from 'drizzle-orm';
import { z } from 'zod';
import { IdParams } from '../../../domain/common/fields';
import { invoiceNumberLabel } from '../../../domain/sales/invoice';
import { principalOf } from '../../auth/authenticate';
import { SEED_LANGUAGES } from '../../config';
import type { DbOrTx } from '../../db/client';
import { organizations } from '../../db/tables/organizations';
import type { App } from '../../http/types';
import type { Services } from '../../services';
import { catalogueFiles } from '../catalogue/tables';
import type { InvoiceService } from './invoices';
import { renderInvoicePdf, type Issuer } from './invoicePdfDocument';

async function issuerOf(db: DbOrTx, organizationId: number): Promise<Issuer> {
  const [organization] = await db
    .select({ name: organizations.name, logo: organizations.logo })
    .from(organizations)
    .where(eq(organizations.id, organizationId));
  const [file] = organization?.logo
    ? await db
        .select({ bytes: catalogueFiles.bytes, type: catalogueFiles.content_type })
        .from(catalogueFiles)
        .where(eq(catalogueFiles.key, organization.logo))
    : [];
  return {
    name: organization?.name ?? '',
    logo: file ? { bytes: Buffer.from(file.bytes), type: file.type } : null,
  };
}

/** The PDF is written in the reader's language, which the screens pass (English if none). */
const InvoicePdfQuery = z.object({
  lang: z
    .enum(SEED_LANGUAGES)
    .default('en')
    .describe('The language of the labels, dates and amounts; Arabic lays the page out right to left'),
});

/** GET /invoices/{id}/pdf/: the invoice as a PDF, made on the server, to whoever reads it. */
export function invoicePdfRoute(app: App, services: Services, invoiceService: InvoiceService) {
  const { db } = services.database;
  app.get(
    '/invoices/:id/pdf/',
    {
      config: { requires: { action: 'read', subject: 'Sale' }, media: { response: ['application/pdf'] } },
      schema: {
        tags: ['invoices'],
        summary: 'The invoice as a PDF (Sale read)',
        params: IdParams,
        querystring: InvoicePdfQuery,
      },
    },
    async (request, reply) => {
      const principal = principalOf(request);
      const row = await invoiceService.findFor(db, principal, request.params.id, 'read');
      const invoice = await invoiceService.presentOne({ db, principal }, row);
      const pdf = await renderInvoicePdf(invoice, await issuerOf(db, row.id_organization), {
        language: request.query.lang,
      });
      const name =
        invoice.number === null ? `invoice-draft-${invoice.id}` : invoiceNumberLabel(invoice.number);
      return reply
        .header('content-type', 'application/pdf')
        .header('content-disposition', `attachment; filename="${name}.pdf"`)
        .header('cache-control', 'private, no-store')
        .send(pdf);
    },
  );
}
