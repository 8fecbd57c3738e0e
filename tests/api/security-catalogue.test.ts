import { asc } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AREAS } from '../../domain/access/areas';
import { SUBJECTS } from '../../domain/access';
import { seedSecurityCatalogue } from '../../server/modules/security/catalog';
import { securityApplications, securityModules } from '../../server/modules/security/tables';
import { startTestApp, type TestApp } from './harness';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

/** Each seeded application's code with its modules' codes, in their sort order. */
async function seededCatalogue() {
  const applications = await t.db
    .select()
    .from(securityApplications)
    .orderBy(asc(securityApplications.sort_order));
  const modules = await t.db.select().from(securityModules).orderBy(asc(securityModules.sort_order));
  return applications.map((application) => ({
    code: application.code,
    name: application.name,
    subjects: modules.filter((m) => m.application_id === application.id).map((m) => m.code),
  }));
}

describe('the seeded security catalogue', () => {
  it('has one application per area and one module per subject of the area', async () => {
    expect(await seededCatalogue()).toEqual(
      AREAS.map((area) => ({ code: area.code, name: area.name, subjects: [...area.subjects] })),
    );
  });

  it('lets every subject of the vocabulary be granted', async () => {
    const modules = (await t.db.select().from(securityModules)).map((m) => m.code);
    expect(modules.sort()).toEqual(SUBJECTS.filter((s) => s !== 'all').sort());
  });

  it('is seeded once however often the seed runs', async () => {
    const before = await seededCatalogue();
    await seedSecurityCatalogue(t.db);
    expect(await seededCatalogue()).toEqual(before);
  });
});
