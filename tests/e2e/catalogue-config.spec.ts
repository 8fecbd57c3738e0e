import { expect, test, type Page } from '@playwright/test';
import { field, opened, PNG, seriousViolations, signInOncePerAccount } from './support';

// The catalogue's configuration screens: brands, categories, product statuses and types. Each
// account signs in once and its session is reused. This file changes only rows it creates itself.
test.describe.configure({ mode: 'serial' });

const BASE = '/apps/product-management/config';
const BRANDS = `${BASE}/brands`;
const CATEGORIES = `${BASE}/categories`;
const STATUSES = `${BASE}/statuses`;
const TYPES = `${BASE}/types`;
const { pageAs } = signInOncePerAccount();

const table = (page: Page, name: string) => page.getByRole('table', { name });
const rowOf = (page: Page, tableName: string, text: string) =>
  table(page, tableName)
    .getByRole('row')
    .filter({ has: page.getByText(text, { exact: true }) });
const toast = (page: Page, text: string) => page.getByTestId('toast').filter({ hasText: text });

async function openDialog(page: Page, button: string, name: string | RegExp) {
  await page.getByRole('button', { name: button, exact: true }).click();
  const dialog = page.getByRole('dialog', { name });
  await opened(dialog);
  return dialog;
}

const stamp = Date.now().toString(36).toUpperCase();
const brandName = `Zephyr ${stamp}`;
const brandCode = `ZEPHYR_${stamp}`;

let admin: Page;
test.beforeAll(async ({ browser }) => {
  admin = await pageAs(browser, 'admin@demo.local', BRANDS);
});
test.afterAll(async () => {
  await admin?.context().close();
});

test('admin creates a brand with a logo: code made from the name, logo uploaded on save', async () => {
  await admin.goto(BRANDS);
  await expect(admin.getByRole('heading', { level: 1, name: 'Brands' })).toBeVisible();
  const nav = admin.getByRole('navigation', { name: 'Catalogue configuration' });
  for (const link of ['Brands', 'Categories', 'Product statuses', 'Product types'])
    await expect(nav.getByRole('link', { name: link })).toBeVisible();
  await expect(rowOf(admin, 'Brands', 'Nova')).toBeVisible();

  const dialog = await openDialog(admin, 'Add brand', 'Add brand');
  await dialog.getByRole('button', { name: 'Create brand' }).click();
  await expect(dialog.getByText('This field is required.').first()).toBeVisible();

  await field(dialog, 'Name').fill(brandName);
  await expect(field(dialog, 'Code')).toHaveValue(brandCode);
  await field(dialog, 'Description').fill('Wind-powered gadgets.');
  await field(dialog, 'Website').fill('not a url');
  await dialog
    .locator('input[type=file]')
    .setInputFiles({ name: 'logo.png', mimeType: 'image/png', buffer: PNG });
  await expect(dialog.getByText(/logo\.png/)).toBeVisible();
  await dialog.getByRole('button', { name: 'Create brand' }).click();
  await expect(dialog.getByText('Enter a valid http or https URL.')).toBeVisible();
  await field(dialog, 'Website').fill('https://zephyr.example.com');
  await field(dialog, 'Start date').fill('2026-03-01');
  await field(dialog, 'End date').fill('2026-01-01');
  await dialog.getByRole('button', { name: 'Create brand' }).click();
  await expect(dialog.getByText('End date must be after start date.')).toBeVisible();
  await field(dialog, 'End date').fill('2026-12-31');
  await dialog.getByRole('button', { name: 'Create brand' }).click();

  await expect(dialog).toBeHidden();
  const created = toast(admin, 'Brand created successfully');
  await expect(created).toBeVisible();
  // A notice never stands between the pointer and the page: what is under its middle is the page's.
  const underToast = await created.evaluate((element) => {
    const box = element.getBoundingClientRect();
    const hit = document.elementFromPoint(box.x + box.width / 2, box.y + box.height / 2);
    return Boolean(hit && element.contains(hit));
  });
  expect(underToast).toBe(false);
  await created.getByRole('button').click();
  await expect(created).toBeHidden();
  const row = rowOf(admin, 'Brands', brandName);
  await expect(row).toContainText(brandCode);
  await expect(row).toContainText('zephyr.example.com');
  // The logo, read with the token and shown from an object URL.
  const logo = row.getByRole('img', { name: `Logo of ${brandName}` });
  await expect(logo).toHaveAttribute('src', /^blob:/);
  await expect.poll(() => logo.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBe(1);
});

test('a typed code is sanitised, with the notice', async () => {
  await admin.goto(BRANDS);
  const dialog = await openDialog(admin, 'Add brand', 'Add brand');
  await field(dialog, 'Name').fill('Whatever');
  await field(dialog, 'Code').fill('my brand-é!');
  await field(dialog, 'Description').focus();
  await expect(field(dialog, 'Code')).toHaveValue('MY_BRAND_E');
  await expect(dialog.getByText('Brand code has been sanitized')).toBeVisible();
  // The code no longer follows the name once typed.
  await field(dialog, 'Name').fill('Something else');
  await expect(field(dialog, 'Code')).toHaveValue('MY_BRAND_E');
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  const question = admin.getByRole('alertdialog', { name: 'Unsaved changes' });
  await opened(question);
  await question.getByRole('button', { name: 'Close without saving' }).click();
  await expect(dialog).toBeHidden();
});

test('a name already taken is reported on the field, with the failure notice', async () => {
  await admin.goto(BRANDS);
  const dialog = await openDialog(admin, 'Add brand', 'Add brand');
  await field(dialog, 'Name').fill('Nova');
  await field(dialog, 'Code').fill(`NOVA_${stamp}`);
  await dialog.getByRole('button', { name: 'Create brand' }).click();
  await expect(dialog.getByText('A brand with this name already exists')).toBeVisible();
  await expect(field(dialog, 'Name')).toHaveAttribute('aria-invalid', 'true');
  await expect(toast(admin, 'Failed to create brand')).toBeVisible();
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await opened(admin.getByRole('alertdialog'));
  await admin.getByRole('button', { name: 'Close without saving' }).click();
  await expect(dialog).toBeHidden();
});

test('admin edits the brand; closing asks only when something changed', async () => {
  await admin.goto(BRANDS);
  const editBrand = () => openDialog(admin, `Edit ${brandName}`, `Edit ${brandName}`);
  let dialog = await editBrand();
  await expect(field(dialog, 'Code')).toHaveValue(brandCode);
  // Nothing changed: closes at once, no question.
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(dialog).toBeHidden();
  await expect(admin.getByRole('alertdialog')).toHaveCount(0);

  dialog = await editBrand();
  await field(dialog, 'Description').fill('Changed, then dropped.');
  await admin.keyboard.press('Escape');
  const question = admin.getByRole('alertdialog', { name: 'Unsaved changes' });
  await opened(question);
  await expect(question).toContainText('You have unsaved changes. Are you sure you want to close?');
  // Keep editing: the form and its changes are still there.
  await question.getByRole('button', { name: 'Cancel' }).click();
  await expect(question).toBeHidden();
  await expect(field(dialog, 'Description')).toHaveValue('Changed, then dropped.');
  // Undoing the change makes the form clean again: no question.
  await field(dialog, 'Description').fill('Wind-powered gadgets.');
  await dialog.getByRole('button', { name: 'Close', exact: true }).click();
  await expect(dialog).toBeHidden();
  await expect(admin.getByRole('alertdialog')).toHaveCount(0);

  dialog = await editBrand();
  await field(dialog, 'Description').fill('Sails and small wind turbines.');
  await dialog.getByRole('button', { name: 'Save changes' }).click();
  await expect(dialog).toBeHidden();
  await expect(admin.getByRole('alertdialog')).toHaveCount(0);
  await expect(toast(admin, 'Brand updated successfully')).toBeVisible();
  await expect(rowOf(admin, 'Brands', brandName)).toContainText('Sails and small wind turbines.');

  // The grid shows the same brands as cards.
  await admin.getByText('Grid', { exact: true }).click();
  await expect(admin).toHaveURL(/view=grid/);
  await expect(admin.getByTestId('brand-card').filter({ hasText: brandName })).toBeVisible();
});

test('delete asks first and says it cannot be undone; a brand in use is refused with the reason', async () => {
  await admin.goto(BRANDS);
  await rowOf(admin, 'Brands', 'Nova').getByRole('button', { name: 'Delete Nova' }).click();
  let confirm = admin.getByRole('alertdialog', { name: 'Delete brand' });
  await opened(confirm);
  await expect(confirm).toContainText('This action cannot be undone.');
  await confirm.getByRole('button', { name: 'Delete' }).click();
  await expect(confirm).toContainText(/This brand is used by \d+ products/);
  await expect(toast(admin, 'Failed to delete brand')).toBeVisible();
  await confirm.getByRole('button', { name: 'Cancel' }).click();
  await expect(confirm).toBeHidden();

  await rowOf(admin, 'Brands', brandName)
    .getByRole('button', { name: `Delete ${brandName}` })
    .click();
  confirm = admin.getByRole('alertdialog', { name: 'Delete brand' });
  await opened(confirm);
  await expect(confirm).toContainText(`Delete “${brandName}”? This action cannot be undone.`);
  await confirm.getByRole('button', { name: 'Delete' }).click();
  await expect(confirm).toBeHidden();
  await expect(toast(admin, 'Brand deleted successfully')).toBeVisible();
  await expect(rowOf(admin, 'Brands', brandName)).toHaveCount(0);
});

test('a refused delete gives the reason in the reader’s language, with its count', async () => {
  await admin.goto(`${BRANDS}?lang=ar`);
  await rowOf(admin, 'العلامات التجارية', 'Nova').getByRole('button', { name: 'حذف Nova' }).click();
  let confirm = admin.getByRole('alertdialog', { name: 'حذف العلامة التجارية' });
  await opened(confirm);
  await confirm.getByRole('button', { name: 'حذف', exact: true }).click();
  // "N products use this brand: change them before deleting" in Arabic, not the server's English.
  await expect(confirm.getByRole('alert')).toContainText(/^يستخدم .*هذه العلامة التجارية.*قبل الحذف\.$/);
  await confirm.getByRole('button', { name: 'إلغاء' }).click();
  await expect(confirm).toBeHidden();

  // Electronics has two sub-categories (Phones, Audio): French, plural.
  await admin.goto(`${CATEGORIES}?lang=fr`);
  await rowOf(admin, 'Catégories', 'Electronics')
    .getByRole('button', { name: 'Supprimer Electronics' })
    .click();
  confirm = admin.getByRole('alertdialog', { name: 'Supprimer la catégorie' });
  await opened(confirm);
  await confirm.getByRole('button', { name: 'Supprimer', exact: true }).click();
  await expect(confirm.getByRole('alert')).toHaveText(
    "Cette catégorie a 2 sous-catégories : déplacez-les ou supprimez-les d'abord.",
  );
  await confirm.getByRole('button', { name: 'Annuler' }).click();
  await expect(confirm).toBeHidden();
});

test('admin creates a category under a parent and sees it in the tree', async () => {
  const name = `Kites ${stamp}`;
  await admin.goto(CATEGORIES);
  await expect(admin.getByRole('heading', { level: 1, name: 'Categories' })).toBeVisible();
  const dialog = await openDialog(admin, 'Add category', 'Add category');
  await field(dialog, 'Name').fill(name);
  const parent = field(dialog, 'Parent category');
  await expect(parent.locator('option', { hasText: 'Camping' })).toHaveCount(1);
  await parent.selectOption((await parent.locator('option', { hasText: 'Camping' }).getAttribute('value'))!);
  await field(dialog, 'Meta title').fill('Kites');
  await expect(dialog.getByText('Recommended length: 50-60 characters.')).toBeVisible();
  await dialog.getByRole('button', { name: 'Create category' }).click();
  await expect(dialog).toBeHidden();
  await expect(toast(admin, 'Category created successfully')).toBeVisible();

  await admin.getByText('Tree', { exact: true }).click();
  const tree = admin.getByRole('region', { name: 'Category tree' });
  const camping = tree.locator('[data-testid=tree-item][data-path="SPORTS/CAMPING"]');
  await expect(camping.locator(`[data-path="SPORTS/CAMPING/KITES_${stamp}"]`)).toContainText(name);

  // Its own descendants are never offered as its parent: the sports category cannot go under camping.
  await tree
    .locator('[data-testid=tree-item][data-path="SPORTS"] > div')
    .getByRole('button', { name: 'Edit Sports' })
    .click();
  const edit = admin.getByRole('dialog', { name: 'Edit Sports' });
  await opened(edit);
  const options = await field(edit, 'Parent category').locator('option').allTextContents();
  expect(options.map((o) => o.replace(/[\u00a0└ ]+/g, ' ').trim())).not.toContain('Camping');
  expect(options.map((o) => o.trim())).toContain('Electronics');
  await edit.getByRole('button', { name: 'Cancel' }).click();
  await expect(edit).toBeHidden();
});

test('product types and statuses: listed, added and deleted', async () => {
  await admin.goto(TYPES);
  await expect(admin.getByRole('heading', { level: 1, name: 'Product types' })).toBeVisible();
  await expect(rowOf(admin, 'Product types', 'Physical good')).toContainText('Tracks inventory');
  const dialog = await openDialog(admin, 'Add type', 'Add product type');
  await field(dialog, 'Name').fill(`Rental ${stamp}`);
  await dialog.getByText('Serial numbers required').click();
  await dialog.getByRole('button', { name: 'Create type' }).click();
  await expect(dialog).toBeHidden();
  await expect(toast(admin, 'Product type created successfully')).toBeVisible();
  const row = rowOf(admin, 'Product types', `Rental ${stamp}`);
  await expect(row).toContainText('Serial numbers required');
  await row.getByRole('button', { name: `Delete Rental ${stamp}` }).click();
  const confirm = admin.getByRole('alertdialog', { name: 'Delete product type' });
  await opened(confirm);
  await confirm.getByRole('button', { name: 'Delete' }).click();
  await expect(toast(admin, 'Product type deleted successfully')).toBeVisible();

  await admin.goto(STATUSES);
  await expect(rowOf(admin, 'Product statuses', 'ACTIVE')).toContainText('Allows sales');
});

test("a failed product types read says 'Unable to load product types' and Retry reads again", async () => {
  let fail = true;
  await admin.route(/\/api\/product-types\/\?/, (route) =>
    fail ? route.fulfill({ status: 500, body: '{"detail":"boom"}' }) : route.continue(),
  );
  await admin.goto(TYPES);
  const alert = admin.getByRole('alert').filter({ hasText: 'Unable to load product types' });
  await expect(alert).toBeVisible();
  fail = false;
  await alert.getByRole('button', { name: 'Retry' }).click();
  await expect(rowOf(admin, 'Product types', 'Physical good')).toBeVisible();
  await admin.unroute(/\/api\/product-types\/\?/);
});

test('CLIENT_ADMIN reads brands and categories but is offered no change', async ({ browser }) => {
  const client = await pageAs(browser, 'client_admin@demo.local', BRANDS);
  await client.goto(BRANDS);
  await expect(rowOf(client, 'Brands', 'Nova')).toBeVisible();
  await expect(client.getByRole('button', { name: 'Add brand' })).toHaveCount(0);
  await expect(client.getByRole('button', { name: 'Edit Nova' })).toHaveCount(0);
  await expect(table(client, 'Brands').getByRole('columnheader', { name: 'Actions' })).toHaveCount(0);
  await client.goto(CATEGORIES);
  // By the row's own name and code: until the parents' names load, sub-categories show their
  // parent's code in the Parent column.
  await expect(
    table(client, 'Categories').getByRole('row', { name: /^Electronics ELECTRONICS\b/ }),
  ).toBeVisible();
  await expect(client.getByRole('button', { name: 'Add category' })).toHaveCount(0);
  await client.context().close();
});

test('in Arabic (right to left) admin creates a brand', async () => {
  const name = `نسيم ${stamp}`;
  await admin.goto(`${BRANDS}?lang=ar`);
  await expect(admin.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(admin.getByRole('heading', { level: 1, name: 'العلامات التجارية' })).toBeVisible();
  const dialog = await openDialog(admin, 'إضافة علامة تجارية', 'إضافة علامة تجارية');
  await field(dialog, 'الاسم').fill(name);
  // Arabic letters make no code: the user types one.
  await field(dialog, 'الرمز').fill(`NASIM_${stamp}`);
  await dialog.getByRole('button', { name: 'إنشاء العلامة التجارية' }).click();
  await expect(dialog).toBeHidden();
  await expect(toast(admin, 'تم إنشاء العلامة التجارية بنجاح')).toBeVisible();
  await expect(rowOf(admin, 'العلامات التجارية', name)).toContainText(`NASIM_${stamp}`);
});

for (const lang of ['en', 'ar']) {
  test(`every configuration screen and dialog passes axe (${lang})`, async () => {
    test.setTimeout(120_000);
    const screens: [string, string | null][] = [
      [BRANDS, 'add-brand'],
      [`${BRANDS}?view=grid`, null],
      [CATEGORIES, 'add-category'],
      [`${CATEGORIES}?view=tree`, null],
      [STATUSES, 'add-product-status'],
      [TYPES, 'add-product-type'],
    ];
    const found: string[] = [];
    for (const [path, add] of screens) {
      await admin.goto(`${path}${path.includes('?') ? '&' : '?'}lang=${lang}`);
      await expect(admin.locator('html')).toHaveAttribute('dir', lang === 'ar' ? 'rtl' : 'ltr');
      // Loaded: the range under a list, or the tree.
      await expect(admin.getByTestId('list-range').or(admin.getByTestId('category-tree'))).toHaveText(/\S/);
      found.push(...(await seriousViolations(admin, `${lang} ${path}: `)));
      if (add) {
        await admin.getByTestId(add).click();
        const dialog = admin.getByRole('dialog');
        await opened(dialog);
        found.push(...(await seriousViolations(admin, `${lang} ${path} dialog: `)));
        await dialog.getByRole('button', { name: lang === 'ar' ? 'إلغاء' : 'Cancel' }).click();
        await expect(dialog).toBeHidden();
      }
    }
    expect(found).toEqual([]);
  });
}
