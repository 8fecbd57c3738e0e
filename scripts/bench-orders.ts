// `npm run bench:orders`: order creation under BENCH_CLIENTS (default 50) concurrent clients on
// the real server process. Each client places orders for a few scarce products and confirms
// each one (confirming reserves the stock); the orders outnumber the units, so many
// confirmations must be refused. Checked afterwards in the database: no product below zero, the
// stock taken equals the units of the confirmed orders, no order number twice and none skipped.
// Prints p50/p99 of the creations and the confirmations. Embedded PGlite by default;
// BENCH_DATABASE_URL=postgres://postgres@127.0.0.1:5432/test for a PostgreSQL server (a database
// made and dropped here). BENCH_PORT picks the port; BENCH_ORDERS the orders per client (20).
import { cpus } from 'node:os';
import { and, eq, inArray } from 'drizzle-orm';
import type { Database } from '../server/db/client';
import { DEMO_PASSWORD, seedDemoData } from '../server/db/seed';
import { organizations } from '../server/db/tables/organizations';
import { products, productStatuses, productTypes, brands } from '../server/modules/catalogue/tables';
import { clients, orders } from '../server/modules/sales/tables';
import { startServerProcess } from '../tests/faults/serverProcess';
import { benchDatabase } from './benchDatabase';
import { timedCall, type TimedAnswer } from './timedCall';

const CLIENTS = Number(process.env.BENCH_CLIENTS ?? 50);
const ORDERS_PER_CLIENT = Number(process.env.BENCH_ORDERS ?? 20);
const PRODUCTS = 4;
/** Units per scarce product: about a third of what the orders ask for. */
const STOCK = Math.ceil((CLIENTS * ORDERS_PER_CLIENT * 2) / PRODUCTS / 3);

/** The demo data, and the scarce products the orders compete for. */
async function prepare(database: Database) {
  await database.migrate();
  await seedDemoData(database.db);
  const { db } = database;
  const [org] = await db.select().from(organizations).where(eq(organizations.code, 'DEMO'));
  const ref = async (table: typeof productStatuses | typeof productTypes | typeof brands, code: string) =>
    (
      await db
        .select({ id: table.id })
        .from(table)
        .where(and(eq(table.id_organization, org!.id), eq(table.code, code)))
    )[0]!.id;
  const status = await ref(productStatuses, 'ACTIVE');
  const type = await ref(productTypes, 'PHYSICAL');
  const brand = await ref(brands, 'NOVA');
  const scarce = await db
    .insert(products)
    .values(
      Array.from({ length: PRODUCTS }, (_, i) => ({
        id_organization: org!.id,
        code: `BENCH_SCARCE_${i}`,
        name: `Scarce ${i}`,
        sku: `BENCH-SCARCE-${i}`,
        status,
        product_type: type,
        brand,
        cost_basis: 5,
        suggested_retail_price: 12.34 + i,
        stock_quantity: STOCK,
      })),
    )
    .returning({ id: products.id });
  const buyers = await db
    .select({ id: clients.id })
    .from(clients)
    .where(eq(clients.id_organization, org!.id));
  const [numbered] = await db
    .select({ n: orders.number })
    .from(orders)
    .where(eq(orders.id_organization, org!.id))
    .orderBy(orders.number);
  return {
    org: org!.id,
    products: scarce.map((p) => p.id),
    clients: buyers.map((c) => c.id),
    firstNumber: numbered ? undefined : 1,
  };
}

const percentile = (values: number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? NaN;
};
const summary = (name: string, answers: TimedAnswer[], seconds: number) => {
  const ms = answers.map((a) => a.ms);
  return `${name.padEnd(14)} ${String(answers.length).padStart(5)} calls  ${(answers.length / seconds).toFixed(0).padStart(4)}/s  p50 ${percentile(ms, 50).toFixed(0)} ms  p99 ${percentile(ms, 99).toFixed(0)} ms  max ${Math.max(...ms).toFixed(0)} ms`;
};

/** A creation refused by the sale rule because the units are all reserved: expected once they are. */
const outOfStock = (answer: TimedAnswer) =>
  answer.status === 400 &&
  Object.values(JSON.parse(answer.body) as Record<string, string[]>)
    .flat()
    .every((message) => message === 'Out of Stock.');

const database = await benchDatabase('bench-orders');
const prep = await database.open();
const refs = await prepare(prep);
await prep.close();
const server = await startServerProcess(
  {
    ...database.env,
    SEED: 'false',
    TRUST_PROXY: 'true',
    LOG_LEVEL: process.env.LOG_LEVEL ?? 'warn',
    JWT_SECRET: 'bench-orders-secret-0123456789abcdefghij',
    LOGIN_RATE_LIMIT_IP: '1000000',
    LOGIN_RATE_LIMIT_EMAIL: '1000000',
    ...(process.env.BENCH_PORT ? { PORT: process.env.BENCH_PORT } : {}),
  },
  { startupMs: 180_000 },
);
let exitCode = 0;
try {
  const login = await timedCall(server.base, {
    method: 'POST',
    path: '/api/auth/login/',
    body: { email: 'admin@demo.local', password: DEMO_PASSWORD },
    timeoutMs: 30_000,
  });
  const token = JSON.parse(login.body).access_token as string;
  const creations: TimedAnswer[] = [];
  const confirmations: TimedAnswer[] = [];
  const started = performance.now();
  await Promise.all(
    Array.from({ length: CLIENTS }, async (_, n) => {
      const client = `10.1.${Math.floor(n / 250)}.${n % 250}`;
      for (let i = 0; i < ORDERS_PER_CLIENT; i++) {
        const first = refs.products[(n + i) % PRODUCTS]!;
        const second = refs.products[(n + i + 1) % PRODUCTS]!;
        const created = await timedCall(server.base, {
          method: 'POST',
          path: '/api/orders/',
          token,
          client,
          body: {
            client: refs.clients[(n + i) % refs.clients.length],
            lines: [
              { product: first, quantity: 1 },
              { product: second, quantity: 1 },
            ],
          },
          timeoutMs: 60_000,
        });
        creations.push(created);
        if (created.status !== 201) continue;
        const id = JSON.parse(created.body).id as number;
        confirmations.push(
          await timedCall(server.base, {
            method: 'POST',
            path: `/api/orders/${id}/events/`,
            token,
            client,
            body: { event: 'CONFIRM' },
            timeoutMs: 60_000,
          }),
        );
      }
    }),
  );
  const seconds = (performance.now() - started) / 1000;
  await server.stop();

  const check = await database.open();
  const stock = await check.db
    .select({ id: products.id, stock: products.stock_quantity })
    .from(products)
    .where(inArray(products.id, refs.products));
  const placed = await check.db
    .select({ number: orders.number, reserved: orders.stock_reserved })
    .from(orders)
    .where(eq(orders.id_organization, refs.org));
  await check.close();

  const statuses = (answers: TimedAnswer[]) =>
    Object.entries(
      answers.reduce<Record<number, number>>(
        (acc, a) => ({ ...acc, [a.status]: (acc[a.status] ?? 0) + 1 }),
        {},
      ),
    )
      .map(([status, count]) => `${status}×${count}`)
      .join(' ');
  const confirmed = confirmations.filter((a) => a.status === 200).length;
  const taken = stock.reduce((sum, p) => sum + (STOCK - p.stock), 0);
  const numbers = placed.map((o) => o.number).sort((a, b) => a - b);
  const distinct = new Set(numbers).size;
  const consecutive = numbers.every((number, i) => number === i + 1);
  const problems = [
    ...stock.filter((p) => p.stock < 0).map((p) => `product ${p.id} oversold: ${p.stock}`),
    ...(taken !== confirmed * 2 ? [`stock taken ${taken} ≠ 2 × ${confirmed} confirmed orders`] : []),
    ...(distinct !== numbers.length ? [`${numbers.length - distinct} duplicate order numbers`] : []),
    ...(!consecutive ? ['order numbers are not 1…n without a gap'] : []),
    // Once the units are all reserved, the sale rule refuses new orders for them ('Out of Stock.').
    ...(creations.some((a) => a.status !== 201 && !outOfStock(a))
      ? [`creations answered ${statuses(creations)}`]
      : []),
    ...(confirmations.some((a) => a.status !== 200 && a.status !== 409)
      ? [`confirmations answered ${statuses(confirmations)}`]
      : []),
  ];
  console.log(
    `\n${database.label}, ${cpus().length} cores, ${CLIENTS} clients × ${ORDERS_PER_CLIENT} orders of 2 lines, ${PRODUCTS} products × ${STOCK} units, ${seconds.toFixed(1)} s`,
  );
  console.log(summary('create', creations, seconds));
  console.log(`creations: ${statuses(creations)} (400: 'Out of Stock.' once the units are reserved)`);
  console.log(summary('confirm', confirmations, seconds));
  console.log(
    `confirmations: ${statuses(confirmations)}; stock left ${stock.map((p) => p.stock).join(', ')}`,
  );
  console.log(`orders numbered 1…${numbers.at(-1)}: ${distinct} distinct of ${numbers.length}`);
  if (problems.length) {
    exitCode = 1;
    console.log(`FAILED:\n  ${problems.join('\n  ')}`);
  } else console.log('no oversell, no duplicate or skipped number');
} finally {
  await server.stop();
  await database.drop();
}
process.exit(exitCode);
