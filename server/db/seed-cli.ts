import { parseArgs } from 'node:util';
import { loadConfig } from '../config';
import { seedBulkProducts } from '../modules/catalogue/bulkSeed';
import { openDatabase } from './client';
import { seedDemoData } from './seed';

// `npm run seed`: migrate, then add whatever demo data is missing.
// `npm run seed -- --products 100000`: also that many generated products in Demo Group.
// `SEED_LANGUAGE=fr npm run seed`: a new demo organisation's reference data named in French.
const { values } = parseArgs({ options: { products: { type: 'string' } } });
const extra = Number(values.products ?? 0);
if (!Number.isInteger(extra) || extra < 0) throw new Error('--products takes a whole number.');

const config = loadConfig();
const database = await openDatabase({ url: config.databaseUrl, dataDir: config.dataDir });
await database.migrate();
await seedDemoData(database.db, config.seedLanguage);
if (extra) {
  const started = Date.now();
  await seedBulkProducts(database.db, 'DEMO', extra);
  console.log(`Added ${extra} products in ${((Date.now() - started) / 1000).toFixed(1)} s.`);
}
await database.close();
console.log('Demo data is in place.');
