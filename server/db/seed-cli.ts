import { loadConfig } from '../config';
import { openDatabase } from './client';
import { seedDemoData } from './seed';

// `npm run seed`: migrate, then add whatever demo data is missing.
const config = loadConfig();
const database = await openDatabase({ url: config.databaseUrl, dataDir: config.dataDir });
await database.migrate();
await seedDemoData(database.db);
await database.close();
console.log('Demo data is in place.');
