import { expect, test, type Locator, type Page } from '@playwright/test';
import { field, opened, seriousViolations, signInOncePerAccount, unique, type AccountApi } from './support';

// The organisation's hierarchy (/apps/organization, /apps/teams) and its parameters (niveaux,
// unit statuses and types). Each language gets a little hierarchy of its own (a group, a company,
// three establishments, a service), so the moves below change only rows this file made.
test.describe.configure({ mode: 'serial' });

const TREE = '/apps/organization';
const TEAMS = '/apps/teams';
const PARAMETERS = '/apps/organization/parameters';
const ACCOUNT = 'admin@demo.local';
const { pageAs, apiOf } = signInOncePerAccount();

let page: Page;
let api: AccountApi;
test.beforeAll(async ({ browser }) => {
  page = await pageAs(browser, ACCOUNT, TREE);
  api = apiOf(page.request, ACCOUNT);
});
test.afterAll(async () => {
  await page?.context().close();
});

type Unit = { id: number; name: string };
async function create(path: string, body: Record<string, unknown>): Promise<Unit> {
  const { status, body: row } = await api<Unit>('post', path, body);
  expect(status, `POST ${path} ${JSON.stringify(body)}`).toBe(201);
  return row;
}

/** A group → company → establishments Alpha, Beta, Gone; a service Sales in Alpha. */
async function hierarchy(suffix: string) {
  const group = await create('/api/groups/', { name: `Group ${suffix}`, code: `G_${suffix}` });
  const company = await create('/api/companies/', {
    name: `Company ${suffix}`,
    code: `C_${suffix}`,
    group_id: group.id,
  });
  const establishment = (name: string) =>
    create('/api/establishments/', {
      name: `${name} ${suffix}`,
      code: `${name.toUpperCase()}_${suffix}`,
      company_id: company.id,
    });
  const alpha = await establishment('Alpha');
  const beta = await establishment('Beta');
  const gone = await establishment('Gone');
  const sales = await create('/api/services/', {
    name: `Sales ${suffix}`,
    code: `SALES_${suffix}`,
    establishment_id: alpha.id,
  });
  return { group, company, alpha, beta, gone, sales };
}

const node = (p: Page, kind: string, id: number) => p.locator(`li[data-key="${kind}:${id}"]`);
const row = (p: Page, kind: string, id: number) => node(p, kind, id).locator('> [data-testid=org-node-row]');
const handle = (p: Page, id: number) => row(p, 'service', id).getByTestId('org-node-handle');
/** dnd-kit's live region: what a screen reader hears during a move. */
const liveRegion = (p: Page) => p.locator('[id^=DndLiveRegion]');
const serviceParent = async (id: number) =>
  (await api<{ establishment_id: number }>('get', `/api/services/${id}/`)).body.establishment_id;

/** Drags with the mouse, in steps, as a hand would: dnd-kit starts a drag after a few pixels. */
async function dragTo(p: Page, from: Locator, to: Locator) {
  const start = (await from.boundingBox())!;
  const end = (await to.boundingBox())!;
  await p.mouse.move(start.x + start.width / 2, start.y + start.height / 2);
  await p.mouse.down();
  await p.mouse.move(start.x + start.width / 2 + 10, start.y + start.height / 2 + 10, { steps: 5 });
  await p.mouse.move(end.x + end.width / 2, end.y + end.height / 2, { steps: 15 });
  return {
    drop: async () => {
      await p.mouse.up();
    },
  };
}

const TEXTS = {
  en: {
    title: 'Organisation hierarchy',
    search: 'Search units',
    over: (unit: string, place: string) => `Service “${unit}” is over ${place}.`,
    moved: (unit: string, place: string) => `${unit} moved to ${place}.`,
    failed: (unit: string) => `${unit} could not be moved`,
    notFound: 'Not found in this organisation.',
    teams: 'Teams',
  },
  ar: {
    title: 'الهيكل التنظيمي',
    search: 'البحث في الوحدات',
    over: (unit: string, place: string) => `خدمة «${unit}» فوق ${place}.`,
    moved: (unit: string, place: string) => `نُقل ${unit} إلى ${place}.`,
    failed: (unit: string) => `تعذّر نقل ${unit}`,
    notFound: null,
    teams: 'الفرق',
  },
} as const;

for (const lang of ['en', 'ar'] as const) {
  const text = TEXTS[lang];
  test.describe(`the hierarchy (${lang})`, () => {
    const suffix = `${lang.toUpperCase()}${unique()}`;
    let units: Awaited<ReturnType<typeof hierarchy>>;

    test.beforeAll(async () => {
      units = await hierarchy(suffix);
    });

    test('shows the whole hierarchy with its counts, and finds a unit by a search', async () => {
      await page.goto(`${TREE}?lang=${lang}`);
      await expect(page.locator('html')).toHaveAttribute('dir', lang === 'ar' ? 'rtl' : 'ltr');
      await expect(page.getByRole('heading', { level: 1, name: text.title })).toBeVisible();
      await expect(node(page, 'service', units.sales.id)).toBeVisible();
      // Nested where it belongs: group → company → Alpha → Sales.
      await expect(
        node(page, 'group', units.group.id).locator(
          `li[data-key="company:${units.company.id}"] li[data-key="establishment:${units.alpha.id}"] li[data-key="service:${units.sales.id}"]`,
        ),
      ).toBeVisible();
      const counts = page.getByTestId('org-counts');
      await expect(counts.locator('li')).toHaveCount(6);
      await expect
        .poll(async () =>
          Number(
            (await counts.locator('[data-kind=establishment] [data-testid=org-count]').innerText()).replace(
              /\D/g,
              '',
            ),
          ),
        )
        .toBeGreaterThanOrEqual(3);
      expect(await seriousViolations(page, `tree ${lang}: `)).toEqual([]);

      // A search shows the matches and their ancestors, opened; the reader may close one again.
      const search = page.getByRole('searchbox', { name: text.search });
      await search.fill(suffix);
      await expect(row(page, 'establishment', units.beta.id)).toBeVisible();
      await expect(page.locator('li[data-key^="group:"]')).toHaveCount(1);
      await row(page, 'establishment', units.alpha.id).getByRole('button', { expanded: true }).click();
      await expect(row(page, 'service', units.sales.id)).toBeHidden();
      await search.fill(units.sales.name);
      await expect(node(page, 'establishment', units.beta.id)).toBeHidden();
      await expect(row(page, 'service', units.sales.id)).toBeVisible();
      await expect(
        row(page, 'establishment', units.alpha.id).getByRole('button', { expanded: true }),
      ).toBeVisible();
      await expect(
        page.getByRole('status').filter({ hasText: lang === 'en' ? 'Units found: 1' : ': 1' }),
      ).toBeVisible();
    });

    test('moves a service to another establishment with the keyboard, offered only establishments', async () => {
      await page.goto(`${TREE}?lang=${lang}&search=${suffix}`);
      await handle(page, units.sales.id).focus();
      await page.keyboard.press('Space');
      // The places offered: the other establishments shown, nothing of another kind.
      const offered = page.locator('[data-drop-target=allowed]');
      await expect(offered).toHaveCount(2);
      for (const target of await offered.all())
        await expect(target).toHaveAttribute('data-kind', 'establishment');
      await page.keyboard.press('ArrowDown');
      await expect(liveRegion(page)).toContainText(text.over(units.sales.name, units.beta.name));
      await page.keyboard.press('Space');
      await expect(
        node(page, 'establishment', units.beta.id).locator(`li[data-key="service:${units.sales.id}"]`),
      ).toBeVisible();
      // The focus follows the unit to its new place.
      await expect(handle(page, units.sales.id)).toBeFocused();
      await expect(
        page.getByTestId('toast').filter({ hasText: text.moved(units.sales.name, units.beta.name) }),
      ).toBeVisible();
      await expect.poll(() => serviceParent(units.sales.id)).toBe(units.beta.id);
    });

    test('moves it back with the mouse', async () => {
      await page.goto(`${TREE}?lang=${lang}&search=${suffix}`);
      const drag = await dragTo(
        page,
        handle(page, units.sales.id),
        row(page, 'establishment', units.alpha.id),
      );
      await expect(row(page, 'establishment', units.alpha.id)).toHaveAttribute('data-drop-target', 'allowed');
      await expect(row(page, 'company', units.company.id)).not.toHaveAttribute('data-drop-target', 'allowed');
      await drag.drop();
      await expect(
        node(page, 'establishment', units.alpha.id).locator(`li[data-key="service:${units.sales.id}"]`),
      ).toBeVisible();
      await expect.poll(() => serviceParent(units.sales.id)).toBe(units.alpha.id);
    });

    test('shows the server’s refusal and leaves the service where it was', async () => {
      await page.goto(`${TREE}?lang=${lang}&search=${suffix}`);
      await expect(row(page, 'establishment', units.gone.id)).toBeVisible();
      // Gone is deleted behind the screen's back: the move onto it is refused.
      expect((await api('delete', `/api/establishments/${units.gone.id}/`)).status).toBe(204);
      const drag = await dragTo(
        page,
        handle(page, units.sales.id),
        row(page, 'establishment', units.gone.id),
      );
      await drag.drop();
      const failure = page.getByTestId('move-failure');
      await expect(failure).toContainText(text.failed(units.sales.name));
      if (text.notFound) await expect(failure).toContainText(text.notFound);
      await expect(
        node(page, 'establishment', units.alpha.id).locator(`li[data-key="service:${units.sales.id}"]`),
      ).toBeVisible();
      expect(await serviceParent(units.sales.id)).toBe(units.alpha.id);
    });

    test('the teams screen shows the hierarchy down to the teams', async () => {
      await page.goto(`${TEAMS}?lang=${lang}`);
      await expect(page.getByRole('heading', { level: 1, name: text.teams })).toBeVisible();
      await expect(page.getByTestId('org-counts').locator('li')).toHaveCount(5);
      await expect(page.locator('li[data-key^="workplace:"]')).toHaveCount(0);
      await expect(page.locator('li[data-key^="team:"]').first()).toBeVisible();
      expect(await seriousViolations(page, `teams ${lang}: `)).toEqual([]);
    });
  });
}

test.describe('niveaux', () => {
  const suffix = unique();
  const name = `Grade ${suffix}`;

  test('adds, views and edits a niveau; code, name and level are required', async () => {
    await page.goto(`${PARAMETERS}/niveau/list`);
    await expect(page.getByRole('heading', { level: 1, name: 'Niveaux' })).toBeVisible();
    expect(await seriousViolations(page, 'niveau list: ')).toEqual([]);
    await page.getByTestId('add-niveau').click();
    await expect(page).toHaveURL(/\/niveau\/add$/);
    await page.getByTestId('save-niveau').click();
    await expect(page.getByText('This field is required.').first()).toBeVisible();
    expect(await seriousViolations(page, 'niveau add: ')).toEqual([]);
    await field(page, 'Name').fill(name);
    await expect(field(page, 'Code')).toHaveValue(`GRADE_${suffix}`);
    await field(page, 'Level').fill('7');
    await field(page, 'Description').fill('Seventh grade of services.');
    await page.getByTestId('save-niveau').click();

    await expect(page).toHaveURL(/\/niveau\/view\/\d+$/);
    await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
    await expect(page.getByText('Seventh grade of services.')).toBeVisible();
    expect(await seriousViolations(page, 'niveau view: ')).toEqual([]);

    await page.getByTestId('edit-niveau').click();
    await expect(page).toHaveURL(/\/niveau\/edit\/\d+$/);
    await expect(field(page, 'Level')).toHaveValue('7');
    await field(page, 'Level').fill('8');
    expect(await seriousViolations(page, 'niveau edit: ')).toEqual([]);
    await page.getByTestId('save-niveau').click();
    await expect(page).toHaveURL(/\/niveau\/view\/\d+$/);
    await expect(page.getByText('8', { exact: true })).toBeVisible();

    // The list shows it, and opens its page.
    await page.goto(`${PARAMETERS}/niveau/list?search=${suffix}`);
    await page.getByRole('link', { name }).click();
    await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
  });

  test('leaving the form with unsaved changes asks first', async () => {
    await page.goto(`${PARAMETERS}/niveau/add`);
    await field(page, 'Name').fill('Half typed');
    await page.getByRole('link', { name: 'Cancel' }).click();
    const question = page.getByRole('alertdialog', { name: 'Unsaved changes' });
    await opened(question);
    await question.getByRole('button', { name: 'Close without saving' }).click();
    await expect(page).toHaveURL(/\/niveau\/list$/);
  });

  test('a niveau that does not exist says so', async () => {
    await page.goto(`${PARAMETERS}/niveau/view/999999`);
    await expect(page.getByRole('alert')).toContainText('Niveau not found.');
  });
});

for (const [what, path, singular] of [
  ['Unit statuses', 'status', 'status'],
  ['Unit types', 'type', 'type'],
] as const) {
  test(`${what}: added and edited in dialogs, closing with changes asks first`, async () => {
    const suffix = unique();
    const name = `Parameter ${suffix}`;
    await page.goto(`${PARAMETERS}/${path}`);
    await expect(page.getByRole('heading', { level: 1, name: what })).toBeVisible();
    expect(await seriousViolations(page, `${path} list: `)).toEqual([]);

    await page.getByRole('button', { name: `Add ${singular}` }).click();
    let dialog = page.getByRole('dialog', { name: `Add ${singular}` });
    await opened(dialog);
    expect(await seriousViolations(page, `${path} dialog: `)).toEqual([]);
    await field(dialog, 'Name').fill(name);
    await expect(field(dialog, 'Code')).toHaveValue(`PARAMETER_${suffix}`);
    await dialog.getByRole('button', { name: `Create ${singular}` }).click();
    await expect(dialog).toBeHidden();
    const listed = page.getByRole('row').filter({ hasText: name });
    await expect(listed).toBeVisible();

    // The same code again is refused on its field.
    await page.getByRole('button', { name: `Add ${singular}` }).click();
    dialog = page.getByRole('dialog', { name: `Add ${singular}` });
    await opened(dialog);
    await field(dialog, 'Name').fill(`Other ${suffix}`);
    await field(dialog, 'Code').fill(`PARAMETER_${suffix}`);
    await dialog.getByRole('button', { name: `Create ${singular}` }).click();
    await expect(dialog.getByText(`This ${singular} code is already in use`)).toBeVisible();
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    const question = page.getByRole('alertdialog', { name: 'Unsaved changes' });
    await opened(question);
    await question.getByRole('button', { name: 'Close without saving' }).click();
    await expect(dialog).toBeHidden();

    // Edit: closing unchanged asks nothing; a change is saved.
    await listed.getByRole('button', { name: `Edit ${name}` }).click();
    dialog = page.getByRole('dialog', { name: `Edit ${name}` });
    await opened(dialog);
    await field(dialog, 'Description').fill('Changed in the dialog.');
    await dialog.getByRole('button', { name: 'Save changes' }).click();
    await expect(dialog).toBeHidden();
    await expect(listed).toContainText('Changed in the dialog.');
  });
}

test('the parameter screens in Arabic', async () => {
  for (const [path, heading] of [
    ['niveau/list', 'الدرجات'],
    ['status', 'حالات الوحدات'],
    ['type', 'أنواع الوحدات'],
  ] as const) {
    await page.goto(`${PARAMETERS}/${path}?lang=ar`);
    await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    expect(await seriousViolations(page, `${path} ar: `)).toEqual([]);
  }
});

test('a team manager sees the teams it reads, with nothing to move, and not the organisation’s tree', async ({
  browser,
}) => {
  const manager = await pageAs(browser, 'team_manager@demo.local', TEAMS);
  try {
    await expect(manager.getByRole('heading', { level: 1, name: 'Teams' })).toBeVisible();
    await expect(manager.locator('li[data-key^="team:"]').first()).toBeVisible();
    await expect(manager.locator('li[data-key^="service:"]')).toHaveCount(0);
    await expect(manager.getByTestId('org-node-handle')).toHaveCount(0);
    expect(await seriousViolations(manager, 'teams, team manager: ')).toEqual([]);
    await manager.goto(TREE);
    await expect(manager.getByRole('heading', { name: 'You are not authorized!' })).toBeVisible();
  } finally {
    await manager.context().close();
  }
});

test('a superuser reads the tree of the organisation it works in, and may pick another', async ({
  browser,
}) => {
  const superuser = await pageAs(browser, 'superuser@demo.local', TREE);
  try {
    const picker = superuser.getByLabel('Organisation', { exact: true });
    await expect(picker).toHaveValue(/\d+/);
    await expect(superuser.getByText('Paris sales team').first()).toBeVisible();
    await expect(superuser.getByText('Web sales team')).toHaveCount(0);
    expect(await seriousViolations(superuser, 'tree, superuser: ')).toEqual([]);

    await picker.selectOption({ label: 'Acme' });
    await expect(superuser).toHaveURL(/[?&]organization=\d+/);
    await expect(superuser.getByText('Web sales team').first()).toBeVisible();
    await expect(superuser.getByText('Paris sales team')).toHaveCount(0);
  } finally {
    await superuser.context().close();
  }
});

test('in Arabic, right to left: a superuser picks whose tree it reads', async ({ browser }) => {
  const superuser = await pageAs(browser, 'superuser@demo.local', TREE);
  try {
    await superuser.goto(`${TREE}?lang=ar`);
    await expect(superuser.locator('html')).toHaveAttribute('dir', 'rtl');
    const picker = superuser.getByLabel('المؤسسة', { exact: true });
    await expect(picker).toHaveValue(/\d+/);
    await expect(superuser.getByText('Paris sales team').first()).toBeVisible();
    await picker.selectOption({ label: 'Acme' });
    await expect(superuser).toHaveURL(/[?&]organization=\d+/);
    await expect(superuser.getByText('Web sales team').first()).toBeVisible();
    await expect(superuser.getByText('Paris sales team')).toHaveCount(0);
    expect(await seriousViolations(superuser, 'tree with the organisation picker (ar): ')).toEqual([]);
    // The choice is in the address: reading it again shows the same organisation's tree.
    await superuser.reload();
    await expect(superuser.getByLabel('المؤسسة', { exact: true })).toHaveValue(
      new RegExp(`^${new URL(superuser.url()).searchParams.get('organization')}$`),
    );
    await expect(superuser.getByText('Web sales team').first()).toBeVisible();
  } finally {
    await superuser.context().close();
  }
});
