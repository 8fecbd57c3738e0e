import { and, asc, desc, eq, inArray, ne } from 'drizzle-orm';
import type { BatchStatus } from '../../../domain/tracking/batch';
import { nextStatus, type UnitEventType, type UnitStatus } from '../../../domain/tracking/unitStatus';
import type { SeedLanguage } from '../../config';
import type { DbOrTx } from '../../db/client';
import { users } from '../../db/tables/users';
import { products } from '../catalogue/tables';
import { orders } from '../sales/tables';
import { establishments } from '../units/tables';
import { batches, trackedProductEvents, trackedProducts } from './tables';

const DAY = 86_400_000;

type Place = 'warehouse' | 'store' | 'returns' | 'quarantine';
/** The organisation's places, in its language (its own data). */
const PLACES: Record<Place, Record<SeedLanguage, string>> = {
  warehouse: { en: 'Central warehouse', fr: 'Entrepôt central', ar: 'المستودع المركزي', zh: '中央仓库' },
  store: { en: 'City store', fr: 'Magasin du centre', ar: 'متجر المدينة', zh: '城市门店' },
  returns: { en: 'Returns desk', fr: 'Service retours', ar: 'مكتب المرتجعات', zh: '退货处' },
  quarantine: { en: 'Quarantine area', fr: 'Zone de quarantaine', ar: 'منطقة الحجر', zh: '隔离区' },
};

/** A unit's life after its receipt: each step an event, with a place for a move and an order for a sale. */
type Step = { type: UnitEventType; place?: Place; order?: boolean };
const LIVES: Step[][] = [
  [],
  [{ type: 'moved', place: 'store' }],
  [
    { type: 'moved', place: 'store' },
    { type: 'reserved', order: true },
    { type: 'sold', order: true },
  ],
  [{ type: 'sold', order: true }],
  [
    { type: 'sold', order: true },
    { type: 'returned', place: 'returns' },
  ],
  [
    { type: 'moved', place: 'store' },
    { type: 'reserved', order: true },
  ],
  [{ type: 'scrapped', place: 'quarantine' }],
  [
    { type: 'sold', order: true },
    { type: 'returned', place: 'returns' },
    { type: 'received', place: 'warehouse' },
  ],
];

type DemoBatch = {
  lot: string;
  product: string;
  prefix: string;
  quantity: number;
  units: number;
  status: BatchStatus;
  madeDaysAgo: number;
  shelfLifeDays: number | null;
  notes: Record<SeedLanguage, string>;
};

const NO_NOTES = { en: '', fr: '', ar: '', zh: '' };
const DEMO_BATCHES: Record<'DEMO' | 'ACME', DemoBatch[]> = {
  DEMO: [
    {
      lot: 'LOT-NX1-2026-01',
      product: 'NOVA_X1',
      prefix: 'NX1-',
      quantity: 24,
      units: 16,
      status: 'active',
      madeDaysAgo: 120,
      shelfLifeDays: null,
      notes: NO_NOTES,
    },
    {
      lot: 'LOT-TENT-2025-11',
      product: 'TERRA_TENT',
      prefix: 'TT2-',
      quantity: 10,
      units: 8,
      status: 'recalled',
      madeDaysAgo: 200,
      shelfLifeDays: 1825,
      notes: {
        en: 'Recalled: faulty pole joints reported by customers.',
        fr: 'Rappelé : jonctions d’arceaux défectueuses signalées par des clients.',
        ar: 'مسحوبة: أبلغ العملاء عن وصلات أعمدة معيبة.',
        zh: '已召回：客户反映帐篷杆接头有缺陷。',
      },
    },
    {
      lot: 'LOT-STOVE-2026-02',
      product: 'TERRA_STOVE',
      prefix: 'TS-',
      quantity: 50,
      units: 6,
      status: 'quarantined',
      madeDaysAgo: 40,
      shelfLifeDays: 3650,
      notes: NO_NOTES,
    },
  ],
  ACME: [],
};

/**
 * The tracking area's demo data for one organisation, after its catalogue, structure and orders:
 * batches of its products with serialised units, each unit's history taken through the unit's
 * status rules (so the demo holds only lives the API would accept). Runs at every start: only
 * where the organisation has no batch yet.
 */
export async function seedTracking(tx: DbOrTx, orgId: number, code: 'DEMO' | 'ACME', language: SeedLanguage) {
  const existing = await tx
    .select({ id: batches.id })
    .from(batches)
    .where(eq(batches.id_organization, orgId))
    .limit(1);
  if (existing.length) return;
  const plan = code === 'DEMO' ? DEMO_BATCHES.DEMO : await acmeBatches(tx, orgId);
  if (!plan.length) return;
  const codes = plan.map((b) => b.product);
  const productIds = new Map(
    (
      await tx
        .select({ id: products.id, code: products.code })
        .from(products)
        .where(and(eq(products.id_organization, orgId), inArray(products.code, codes)))
    ).map((p) => [p.code, p.id]),
  );
  const [origin] = await tx
    .select({ id: establishments.id })
    .from(establishments)
    .where(eq(establishments.id_organization, orgId))
    .orderBy(asc(establishments.id))
    .limit(1);
  const orderIds = (
    await tx
      .select({ id: orders.id })
      .from(orders)
      .where(and(eq(orders.id_organization, orgId), ne(orders.status, 'cancelled')))
      .orderBy(desc(orders.order_date), desc(orders.id))
      .limit(20)
  ).map((o) => o.id);
  const [actor] = await tx
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.id_organization, orgId), inArray(users.role, ['CLIENT_ADMIN', 'admin'])))
    .orderBy(asc(users.id))
    .limit(1);
  const now = Date.now();
  let orderTurn = 0;
  const nextOrder = () => (orderIds.length ? orderIds[orderTurn++ % orderIds.length]! : null);

  for (const demo of plan) {
    const productId = productIds.get(demo.product);
    if (!productId) continue;
    const made = new Date(now - demo.madeDaysAgo * DAY);
    const iso = (date: Date) => date.toISOString().slice(0, 10);
    const [batch] = await tx
      .insert(batches)
      .values({
        id_organization: orgId,
        lot_number: demo.lot,
        product_id: productId,
        quantity: demo.quantity,
        production_date: iso(made),
        expiry_date: demo.shelfLifeDays ? iso(new Date(made.getTime() + demo.shelfLifeDays * DAY)) : null,
        status: demo.status,
        origin_id: origin?.id ?? null,
        notes: demo.notes[language],
        created_at: made,
        updated_at: made,
      })
      .returning();
    const received = new Date(made.getTime() + 2 * DAY);
    for (let n = 1; n <= demo.units; n++) {
      const life = LIVES[(n - 1) % LIVES.length]!;
      let status: UnitStatus = 'in_stock';
      let location = PLACES.warehouse[language];
      let orderId: number | null = null;
      const events: (typeof trackedProductEvents.$inferInsert)[] = [];
      const at = (step: number) => new Date(received.getTime() + step * 5 * DAY + n * 3_600_000);
      events.push({
        id_organization: orgId,
        tracked_product_id: 0,
        type: 'received',
        from_status: null,
        to_status: 'in_stock',
        to_location: location,
        user_id: actor?.id ?? null,
        note: '',
        created_at: at(0),
      });
      life.forEach((step, index) => {
        const to = nextStatus(status, step.type);
        if (to === null) throw new Error(`Demo unit life refused: ${status} → ${step.type}`);
        const place = step.place ? PLACES[step.place][language] : location;
        const order = step.order ? nextOrder() : null;
        events.push({
          id_organization: orgId,
          tracked_product_id: 0,
          type: step.type,
          from_status: status,
          to_status: to,
          from_location: location,
          to_location: place,
          order_id: order,
          user_id: actor?.id ?? null,
          note: '',
          created_at: at(index + 1),
        });
        if (step.type === 'reserved' || step.type === 'sold') orderId = order;
        status = to;
        location = place;
      });
      const [unit] = await tx
        .insert(trackedProducts)
        .values({
          id_organization: orgId,
          serial_number: `${demo.prefix}${String(n).padStart(6, '0')}`,
          product_id: productId,
          batch_id: batch!.id,
          status,
          location,
          order_id: orderId,
          created_at: at(0),
          updated_at: events.at(-1)!.created_at!,
        })
        .returning({ id: trackedProducts.id });
      await tx
        .insert(trackedProductEvents)
        .values(events.map((e) => ({ ...e, tracked_product_id: unit!.id })));
    }
  }
}

/** Acme's one batch: of its first product, a handful of units. */
async function acmeBatches(tx: DbOrTx, orgId: number): Promise<DemoBatch[]> {
  const [first] = await tx
    .select({ code: products.code })
    .from(products)
    .where(eq(products.id_organization, orgId))
    .orderBy(asc(products.id))
    .limit(1);
  if (!first) return [];
  return [
    {
      lot: 'LOT-ACME-001',
      product: first.code,
      prefix: 'AC-',
      quantity: 10,
      units: 4,
      status: 'active',
      madeDaysAgo: 60,
      shelfLifeDays: null,
      notes: NO_NOTES,
    },
  ];
}
