import { asc, eq, sql } from 'drizzle-orm';
import { IdParams } from '../../../domain/common/fields';
import {
  OrderEventBodySchema,
  OrderSchema,
  OrderTransitionListSchema,
  orderMessages,
  type OrderEvent,
  type OrderEventBody,
} from '../../../domain/sales/order';
import { ORDER_STATUS_NAMES } from '../../../domain/sales/orderStatus';
import { orderFlow, type OrderFlowEvent, type OrderFlowEventType } from '../../../machines/orderStatus';
import { authorize, principalOf } from '../../auth/authenticate';
import { writeAudit } from '../../db/audit';
import type { Tx } from '../../db/client';
import { users } from '../../db/tables/users';
import { ApiError } from '../../http/errors';
import type { App } from '../../http/types';
import type { Services } from '../../services';
import { lockLineStock, moveStock, stockAvailable, type LineStock } from './orderLines';
import type { OrderRow, OrderService } from './orders';
import { orders, orderTransitions } from './tables';

// The API's events are the machine's, name for name (checked both ways by the compiler).
const sameEvents: [OrderEvent, OrderFlowEventType] extends [OrderFlowEventType, OrderEvent] ? true : never =
  true;
void sameEvents;

/** The machine's event for a request: what it needs to know besides the name, read here. */
function flowEvent(event: OrderEvent, lines: readonly LineStock[]): OrderFlowEvent {
  if (event === 'CONFIRM' || event === 'PAYMENT_RECEIVED')
    return { type: event, stockAvailable: stockAvailable(lines) };
  return { type: event };
}

/** The effects the machine names, carried out in the status change's transaction. */
async function carryOut(tx: Tx, effect: string, lines: readonly LineStock[]) {
  switch (effect) {
    case 'reserveStock':
      return moveStock(tx, lines, -1);
    case 'releaseStock':
      return moveStock(tx, lines, +1);
    case 'refundPayment':
      // No payment provider is connected: the refund is the transition and its audit entry.
      return;
    default:
      throw new Error(`The order machine names an effect the server does not know: ${effect}`);
  }
}

/**
 * Applies one event to an order through the order machine, under locks on the order and on its
 * products' stock, with the effects the machine names and the transition recorded; a refused
 * event is a 409 naming the order's status and the event.
 */
export async function applyOrderEvent(
  tx: Tx,
  row: OrderRow,
  body: OrderEventBody,
  context: { userId: number | null; ip?: string },
): Promise<OrderRow> {
  const lines = await lockLineStock(tx, row.id);
  const applied = orderFlow.apply(
    { status: row.status, payment: row.payment, stockReserved: row.stock_reserved, heldFrom: row.held_from },
    flowEvent(body.event, lines),
  );
  if (!applied) {
    throw new ApiError(409, {
      detail: orderMessages.refusedEvent(ORDER_STATUS_NAMES[row.status], body.event),
      status: row.status,
      event: body.event,
    });
  }
  for (const effect of applied.effects) await carryOut(tx, effect, lines);
  const [updated] = await tx
    .update(orders)
    .set({
      status: applied.to,
      payment: applied.context.payment,
      stock_reserved: applied.context.stockReserved,
      held_from: applied.context.heldFrom,
      updated_at: new Date(),
    })
    .where(eq(orders.id, row.id))
    .returning();
  await tx.insert(orderTransitions).values({
    id_organization: row.id_organization,
    order_id: row.id,
    from_status: applied.from,
    to_status: applied.to,
    event: body.event,
    user_id: context.userId,
    note: body.note,
  });
  const audited = { status: row.status, payment: row.payment, stock_reserved: row.stock_reserved };
  const entry = {
    actorId: context.userId,
    idOrganization: row.id_organization,
    objectType: 'Order' as const,
    objectId: row.id,
    objectName: `Order #${row.number}`,
    ip: context.ip,
  };
  await writeAudit(tx, {
    ...entry,
    action: 'order.status',
    before: audited,
    after: {
      status: updated!.status,
      payment: updated!.payment,
      stock_reserved: updated!.stock_reserved,
      event: body.event,
      ...(body.note && { note: body.note }),
    },
  });
  if (applied.effects.includes('refundPayment')) {
    await writeAudit(tx, {
      ...entry,
      action: 'order.refund',
      before: null,
      after: { amount: row.total_amount, currency: row.currency },
    });
  }
  return updated!;
}

/**
 * POST /orders/{id}/events/: a status change by the order machine (update right on the order,
 * for its status: support may). GET /orders/{id}/transitions/: the order's timeline.
 */
export function orderEventRoutes(app: App, services: Services, orderService: OrderService) {
  const { db } = services.database;
  const tags = ['orders'];
  app.post(
    '/orders/:id/events/',
    {
      config: { requires: { action: 'update', subject: 'Order' }, errors: [409] },
      schema: {
        tags,
        summary: 'Change the order’s status by one of the machine’s events (Order update, status)',
        params: IdParams,
        body: OrderEventBodySchema,
        response: { 200: OrderSchema },
      },
    },
    async (request) => {
      const principal = principalOf(request);
      const changed = await db.transaction(async (tx) => {
        const row = await orderService.findFor(tx, principal, request.params.id, 'update', true);
        authorize(principal, 'update', 'Order', row, 'status');
        return applyOrderEvent(tx, row, request.body, { userId: principal.user.id, ip: request.ip });
      });
      return orderService.presentOne({ db, principal }, changed);
    },
  );

  app.get(
    '/orders/:id/transitions/',
    {
      config: { requires: { action: 'read', subject: 'Order' } },
      schema: {
        tags,
        summary: 'The order’s timeline: its creation and every status change (Order read)',
        params: IdParams,
        response: { 200: OrderTransitionListSchema },
      },
    },
    async (request) => {
      const principal = principalOf(request);
      const row = await orderService.findFor(db, principal, request.params.id, 'read');
      const results = await db
        .select({
          id: orderTransitions.id,
          from_status: orderTransitions.from_status,
          to_status: orderTransitions.to_status,
          event: orderTransitions.event,
          user: orderTransitions.user_id,
          user_name: sql<
            string | null
          >`nullif(trim(coalesce(${users.first_name}, '') || ' ' || coalesce(${users.last_name}, '')), '')`,
          email: users.email,
          note: orderTransitions.note,
          created_at: orderTransitions.created_at,
        })
        .from(orderTransitions)
        .leftJoin(users, eq(users.id, orderTransitions.user_id))
        .where(eq(orderTransitions.order_id, row.id))
        .orderBy(asc(orderTransitions.created_at), asc(orderTransitions.id));
      return {
        results: results.map(({ email, created_at, ...transition }) => ({
          ...transition,
          user_name: transition.user_name ?? email ?? null,
          created_at: created_at.toISOString(),
        })),
      };
    },
  );
}
