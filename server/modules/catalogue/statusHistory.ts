import { asc, eq } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { z } from 'zod';
import { ProductStatusChangeSchema, type ProductStatusChange } from '../../../domain/catalogue';
import { IdParams } from '../../../domain/common/fields';
import type { Principal } from '../../access/principals';
import { principalOf } from '../../auth/authenticate';
import type { DbOrTx } from '../../db/client';
import type { App } from '../../http/types';
import type { Services } from '../../services';
import { users } from '../../db/tables/users';
import { productStatuses, productStatusHistory, type ProductRow } from './tables';

type Find = (db: DbOrTx, principal: Principal, id: number, action: string) => Promise<ProductRow>;

/** GET /products/{id}/status-history/: every status the product took, oldest first. */
export function statusHistoryRoutes(app: App, services: Services, findFor: Find) {
  const { db } = services.database;
  const previous = alias(productStatuses, 'previous_status');
  app.get(
    '/products/:id/status-history/',
    {
      config: { requires: { action: 'read', subject: 'Product' } },
      schema: {
        tags: ['catalogue'],
        summary: 'The product’s status changes (Product read)',
        params: IdParams,
        response: { 200: z.array(ProductStatusChangeSchema) },
      },
    },
    async (request): Promise<ProductStatusChange[]> => {
      const product = await findFor(db, principalOf(request), request.params.id, 'read');
      const rows = await db
        .select({
          id: productStatusHistory.id,
          from_id: previous.id,
          from_name: previous.name,
          from_code: previous.code,
          to_id: productStatuses.id,
          to_name: productStatuses.name,
          to_code: productStatuses.code,
          first_name: users.first_name,
          last_name: users.last_name,
          email: users.email,
          changed_at: productStatusHistory.changed_at,
        })
        .from(productStatusHistory)
        .innerJoin(productStatuses, eq(productStatuses.id, productStatusHistory.to_status))
        .leftJoin(previous, eq(previous.id, productStatusHistory.from_status))
        .leftJoin(users, eq(users.id, productStatusHistory.changed_by))
        .where(eq(productStatusHistory.product_id, product.id))
        .orderBy(asc(productStatusHistory.changed_at), asc(productStatusHistory.id));
      return rows.map((r) => ({
        id: r.id,
        from: r.from_id === null ? null : { id: r.from_id, name: r.from_name!, code: r.from_code! },
        to: { id: r.to_id, name: r.to_name, code: r.to_code },
        changed_by_name:
          r.email === null ? null : `${r.first_name ?? ''} ${r.last_name ?? ''}`.trim() || r.email,
        changed_at: r.changed_at.toISOString(),
      }));
    },
  );
}
