import { and, asc, desc, eq, inArray, sql } from 'drizzle-orm';
import { z } from 'zod';
import { IdParams } from '../../../domain/common/fields';
import { BatchRecallSchema, type BatchRecall } from '../../../domain/tracking/batch';
import { trackingMessages as m } from '../../../domain/tracking/messages';
import {
  BatchSerialsResultSchema,
  BatchSerialsSchema,
  serialListIssues,
  TrackedProductSchema,
  UnitEventInputSchema,
  UnitEventSchema,
  type UnitEvent,
} from '../../../domain/tracking/trackedProduct';
import {
  LOCATION_EVENTS,
  nextStatus,
  ORDER_EVENTS,
  UNIT_STATUSES,
  type UnitStatus,
} from '../../../domain/tracking/unitStatus';
import type { Principal } from '../../access/principals';
import { principalOf } from '../../auth/authenticate';
import type { DbOrTx } from '../../db/client';
import { writeAudit } from '../../db/audit';
import { users } from '../../db/tables/users';
import { badRequest, detailError, fieldError, type FieldErrors } from '../../http/errors';
import type { App } from '../../http/types';
import type { Services } from '../../services';
import { checkReferences } from '../catalogue/rules';
import { orders } from '../sales/tables';
import { unitCounts } from './batches';
import { presentUnits } from './trackedProducts';
import { trackedProductEvents, trackedProducts, type BatchRow, type TrackedProductRow } from './tables';

/** A resource's own lookup: 404 outside the caller's reach, 403 without the right on the row. */
type Find<T> = (db: DbOrTx, principal: Principal, id: number, action: string, lock?: boolean) => Promise<T>;

const userName = sql<string>`coalesce(nullif(trim(${users.first_name} || ' ' || ${users.last_name}), ''), ${users.email})`;

/**
 * A unit's history and what is done with it: POST /tracked-products/{id}/events/ moves the unit by
 * an event (409 when its status does not take it), GET …/events/ reads the history, oldest first.
 * For a batch: POST /batches/{id}/serials/ registers a list of serials all at once or not at all,
 * GET /batches/{id}/recall/ lists every unit of it, its status and where it went.
 */
export function unitEventRoutes(
  app: App,
  services: Services,
  units: { findFor: Find<TrackedProductRow> },
  lots: { findFor: Find<BatchRow> },
) {
  const { db } = services.database;

  app.post(
    '/tracked-products/:id/events/',
    {
      config: { requires: { action: 'update', subject: 'TrackedProduct' }, errors: [409] },
      schema: {
        tags: ['tracked-products'],
        summary:
          'Record an event of the unit: its status and place move with it (409 when its status refuses it)',
        params: IdParams,
        body: UnitEventInputSchema,
        response: { 200: TrackedProductSchema },
      },
    },
    async (request) => {
      const principal = principalOf(request);
      const input = request.body;
      const moved = await db.transaction(async (tx) => {
        const unit = await units.findFor(tx, principal, request.params.id, 'update', true);
        const to = nextStatus(unit.status, input.type);
        if (to === null) throw detailError(409, m.wrongStatus(input.type, unit.status));
        const location = input.location?.trim() ?? '';
        const errors: FieldErrors = {};
        if (LOCATION_EVENTS.includes(input.type) && !location) errors.location = [m.locationRequired];
        if (input.order != null && !ORDER_EVENTS.includes(input.type)) errors.order = [m.orderOnlyWhenSold];
        if (Object.keys(errors).length) throw badRequest(errors);
        if (input.order != null)
          await checkReferences(tx, unit.id_organization, [
            { field: 'order', table: orders, ids: [input.order] },
          ]);
        const orderId = ORDER_EVENTS.includes(input.type) ? (input.order ?? null) : unit.order_id;
        const [updated] = await tx
          .update(trackedProducts)
          .set({ status: to, location: location || unit.location, order_id: orderId, updated_at: new Date() })
          .where(eq(trackedProducts.id, unit.id))
          .returning();
        await tx.insert(trackedProductEvents).values({
          id_organization: unit.id_organization,
          tracked_product_id: unit.id,
          type: input.type,
          from_status: unit.status,
          to_status: to,
          from_location: unit.location,
          to_location: location || unit.location,
          order_id: ORDER_EVENTS.includes(input.type) ? (input.order ?? null) : null,
          user_id: principal.user.id,
          note: input.note?.trim() ?? '',
        });
        await writeAudit(tx, {
          actorId: principal.user.id,
          idOrganization: unit.id_organization,
          action: 'trackedproduct.event',
          objectType: 'TrackedProduct',
          objectId: unit.id,
          objectName: unit.serial_number ?? `#${unit.id}`,
          before: { status: unit.status, location: unit.location },
          after: { status: to, location: location || unit.location, event: input.type, order: orderId },
          ip: request.ip,
        });
        return updated!;
      });
      return (await presentUnits(db, [moved]))[0]!;
    },
  );

  app.get(
    '/tracked-products/:id/events/',
    {
      config: { requires: { action: 'read', subject: 'TrackedProduct' } },
      schema: {
        tags: ['tracked-products'],
        summary: 'The unit’s history, oldest first',
        params: IdParams,
        response: { 200: z.array(UnitEventSchema) },
      },
    },
    async (request): Promise<UnitEvent[]> => {
      const unit = await units.findFor(db, principalOf(request), request.params.id, 'read');
      const rows = await db
        .select({
          id: trackedProductEvents.id,
          type: trackedProductEvents.type,
          from_status: trackedProductEvents.from_status,
          to_status: trackedProductEvents.to_status,
          from_location: trackedProductEvents.from_location,
          to_location: trackedProductEvents.to_location,
          order: trackedProductEvents.order_id,
          order_number: orders.number,
          user_id: trackedProductEvents.user_id,
          user_name: userName,
          note: trackedProductEvents.note,
          created_at: trackedProductEvents.created_at,
        })
        .from(trackedProductEvents)
        .leftJoin(users, eq(users.id, trackedProductEvents.user_id))
        .leftJoin(orders, eq(orders.id, trackedProductEvents.order_id))
        .where(eq(trackedProductEvents.tracked_product_id, unit.id))
        .orderBy(asc(trackedProductEvents.created_at), asc(trackedProductEvents.id));
      return rows.map((r) => ({
        ...r,
        user_name: r.user_id === null ? null : r.user_name,
        created_at: r.created_at.toISOString(),
      }));
    },
  );

  app.post(
    '/batches/:id/serials/',
    {
      config: {
        requires: [
          { action: 'update', subject: 'Batch' },
          { action: 'create', subject: 'TrackedProduct' },
        ],
      },
      schema: {
        tags: ['batches'],
        summary:
          'Register units of the batch by their serials: every line checked (format, repeated, already registered), all written or none',
        params: IdParams,
        body: BatchSerialsSchema,
        response: { 201: BatchSerialsResultSchema },
      },
    },
    async (request, reply) => {
      const principal = principalOf(request);
      const { serials: lines, location } = request.body;
      const result = await db.transaction(async (tx) => {
        const batch = await lots.findFor(tx, principal, request.params.id, 'update', true);
        const serials = lines.map((line) => line.trim());
        const errors: FieldErrors = {};
        for (const { index, message } of serialListIssues(serials))
          (errors[`serials.${index}`] ??= []).push(message);
        const wellFormed = serials.filter((_, index) => !errors[`serials.${index}`]);
        if (wellFormed.length) {
          const taken = new Set(
            (
              await tx
                .select({ serial: trackedProducts.serial_number })
                .from(trackedProducts)
                .where(
                  and(
                    eq(trackedProducts.id_organization, batch.id_organization),
                    eq(trackedProducts.product_id, batch.product_id),
                    inArray(trackedProducts.serial_number, wellFormed),
                  ),
                )
            ).map((r) => r.serial),
          );
          serials.forEach((serial, index) => {
            if (taken.has(serial) && !errors[`serials.${index}`])
              errors[`serials.${index}`] = [m.serialTaken];
          });
        }
        if (Object.keys(errors).length) throw badRequest(errors);
        const registered = (await unitCounts(tx, [batch.id])).get(batch.id) ?? 0;
        if (registered + serials.length > batch.quantity) throw fieldError('serials', m.batchFull);
        const place = location.trim();
        const created = await tx
          .insert(trackedProducts)
          .values(
            serials.map((serial_number) => ({
              id_organization: batch.id_organization,
              serial_number,
              product_id: batch.product_id,
              batch_id: batch.id,
              status: 'in_stock' as const,
              location: place,
            })),
          )
          .returning();
        await tx.insert(trackedProductEvents).values(
          created.map((unit) => ({
            id_organization: unit.id_organization,
            tracked_product_id: unit.id,
            type: 'received' as const,
            from_status: null,
            to_status: 'in_stock' as const,
            to_location: place,
            user_id: principal.user.id,
            note: `Batch ${batch.lot_number}`,
          })),
        );
        await writeAudit(tx, {
          actorId: principal.user.id,
          idOrganization: batch.id_organization,
          action: 'batch.serials',
          objectType: 'Batch',
          objectId: batch.id,
          objectName: batch.lot_number,
          before: { units: registered },
          after: { units: registered + created.length, serials: serials.length },
          ip: request.ip,
        });
        return created;
      });
      return reply.status(201).send({ created: result.length, results: await presentUnits(db, result) });
    },
  );

  app.get(
    '/batches/:id/recall/',
    {
      config: {
        requires: [
          { action: 'read', subject: 'Batch' },
          { action: 'read', subject: 'TrackedProduct' },
        ],
      },
      schema: {
        tags: ['batches'],
        summary: 'Every unit of the batch: its status, where it is, its order and its latest event',
        params: IdParams,
        response: { 200: BatchRecallSchema },
      },
    },
    async (request): Promise<BatchRecall> => {
      const batch = await lots.findFor(db, principalOf(request), request.params.id, 'read');
      const latest = db
        .selectDistinctOn([trackedProductEvents.tracked_product_id], {
          unit: trackedProductEvents.tracked_product_id,
          type: trackedProductEvents.type,
          at: trackedProductEvents.created_at,
        })
        .from(trackedProductEvents)
        .innerJoin(trackedProducts, eq(trackedProducts.id, trackedProductEvents.tracked_product_id))
        .where(eq(trackedProducts.batch_id, batch.id))
        .orderBy(
          trackedProductEvents.tracked_product_id,
          desc(trackedProductEvents.created_at),
          desc(trackedProductEvents.id),
        )
        .as('latest');
      const rows = await db
        .select({
          id: trackedProducts.id,
          serial_number: trackedProducts.serial_number,
          status: trackedProducts.status,
          location: trackedProducts.location,
          order: trackedProducts.order_id,
          order_number: orders.number,
          last_event: latest.type,
          last_event_at: latest.at,
        })
        .from(trackedProducts)
        .leftJoin(orders, eq(orders.id, trackedProducts.order_id))
        .leftJoin(latest, eq(latest.unit, trackedProducts.id))
        .where(eq(trackedProducts.batch_id, batch.id))
        .orderBy(asc(trackedProducts.serial_number), asc(trackedProducts.id));
      const counts = Object.fromEntries(UNIT_STATUSES.map((s) => [s, 0])) as Record<UnitStatus, number>;
      for (const row of rows) counts[row.status] += 1;
      return {
        batch: batch.id,
        counts,
        units: rows.map((r) => ({ ...r, last_event_at: r.last_event_at?.toISOString() ?? null })),
      };
    },
  );
}
