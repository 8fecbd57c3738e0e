import { and, asc, desc, eq, ne } from 'drizzle-orm';
import {
  EnvironmentChoicesSchema,
  InvoiceChoicesSchema,
  SALES_CHOICES_LIMIT,
} from '../../../domain/sales/choices';
import { workingOrganizationOf, type Principal } from '../../access/principals';
import { principalOf } from '../../auth/authenticate';
import type { DbOrTx } from '../../db/client';
import type { App } from '../../http/types';
import type { Services } from '../../services';
import { settingsOf } from '../catalogue/settings';
import { orderScope } from './orderAccess';
import { clients, orders } from './tables';

/**
 * The clients a form may name: those of the organisation the caller works in, as the writes
 * check them (an invoice or an environment names a client of its own organisation).
 */
const clientChoices = (db: DbOrTx, principal: Principal) =>
  db
    .select({ id: clients.id, name: clients.name, code: clients.code })
    .from(clients)
    .where(eq(clients.id_organization, workingOrganizationOf(principal)))
    .orderBy(asc(clients.name), asc(clients.id))
    .limit(SALES_CHOICES_LIMIT);

/** GET /invoices/choices/ and /environments/choices/: what their forms choose from. */
export function salesChoicesRoutes(app: App, services: Services) {
  const { db } = services.database;
  app.get(
    '/invoices/choices/',
    {
      config: { requires: { action: 'read', subject: 'Sale' } },
      schema: {
        tags: ['invoices'],
        summary: 'Clients and the orders the caller may invoice, newest first (Sale read)',
        response: { 200: InvoiceChoicesSchema },
      },
    },
    async (request) => {
      const principal = principalOf(request);
      const [clientRows, orderRows, settings] = await Promise.all([
        clientChoices(db, principal),
        db
          .select({
            id: orders.id,
            number: orders.number,
            client: orders.client_id,
            order_date: orders.order_date,
            status: orders.status,
            currency: orders.currency,
            total_amount: orders.total_amount,
          })
          .from(orders)
          .where(
            and(
              eq(orders.id_organization, workingOrganizationOf(principal)),
              ne(orders.status, 'cancelled'),
              orderScope(principal),
            ),
          )
          .orderBy(desc(orders.order_date), desc(orders.id))
          .limit(SALES_CHOICES_LIMIT),
        settingsOf(db, workingOrganizationOf(principal)),
      ]);
      return { clients: clientRows, orders: orderRows, currency: settings.currency };
    },
  );
  app.get(
    '/environments/choices/',
    {
      config: { requires: { action: 'read', subject: 'Environment' } },
      schema: {
        tags: ['environments'],
        summary: 'The clients an environment may belong to (Environment read)',
        response: { 200: EnvironmentChoicesSchema },
      },
    },
    async (request) => ({ clients: await clientChoices(db, principalOf(request)) }),
  );
}
