import { expect, test, type Page } from '@playwright/test';
import { field, signInOncePerAccount } from './support';

// The product wizard's forms: each step checks its fields with the API's rules (messages on the
// fields), the server's reasons land on their fields or are named, codes are sanitised with a
// notice, categories show as their tree, a brand manager is offered their brand only, a refused
// file says why and a launch is offered only for a status that allows one.
test.describe.configure({ mode: 'serial' });

const ADD = '/apps/product-management/product/add';
const RUN = Date.now().toString(36).toUpperCase();
const { pageAs } = signInOncePerAccount();
const button = (page: Page, name: string) => page.getByRole('button', { name, exact: true });

let admin: Page;
test.beforeAll(async ({ browser }) => {
  admin = await pageAs(browser, 'admin@demo.local', '/dashboards/crm');
});
test.afterAll(async () => {
  await admin?.context().close();
});

async function fillDetails(page: Page, code: string, status = 'Active') {
  await field(page, 'Code').fill(code);
  await field(page, 'Name').fill(`Form product ${code}`);
  await field(page, 'Status').selectOption({ label: status });
  await field(page, 'Product type').selectOption({ label: 'Physical good' });
  await field(page, 'Brand').selectOption({ label: 'Nova' });
  await field(page, 'Priority').selectOption({ label: 'High' });
  await field(page, 'Owner').selectOption({ index: 1 });
  await field(page, 'Start date').fill('2026-01-01');
  await field(page, 'End date').fill('2026-06-30');
}

async function fillCostAndSave(page: Page) {
  await field(page, 'Cost basis').fill('10');
  await field(page, 'Stock quantity').fill('5');
  await button(page, 'Save and continue').click();
}

test("step 1 checks its fields with the API's rules on leaving them and on Next, the messages on the fields", async () => {
  await admin.goto(ADD);
  // A code is made valid on leaving the field, and the field says so.
  await field(admin, 'Code').fill('bad code!');
  await field(admin, 'Name').focus();
  await expect(field(admin, 'Code')).toHaveValue('BAD_CODE');
  await expect(admin.getByTestId('code-sanitized')).toHaveText('Product code has been sanitized');

  await field(admin, 'Name').fill('n'.repeat(400));
  await field(admin, 'Slug').focus();
  await expect(field(admin, 'Name')).toHaveAttribute('aria-invalid', 'true');
  await expect(admin.getByText('Ensure this field has no more than 200 characters.')).toBeVisible();
  await field(admin, 'Slug').fill('Not A Slug!!');
  await field(admin, 'Start date').fill('2026-05-01');
  await field(admin, 'End date').fill('2026-04-01');
  await button(admin, 'Next').click();

  await expect(admin.getByTestId('wizard-step-details')).toBeVisible();
  await expect(admin.getByTestId('wizard-error')).toHaveText(
    'Please correct the marked fields before proceeding.',
  );
  await expect(field(admin, 'Slug')).toHaveAttribute('aria-invalid', 'true');
  await expect(admin.getByText('Lower-case letters, digits and single hyphens only.')).toBeVisible();
  await expect(field(admin, 'End date')).toHaveAttribute('aria-invalid', 'true');
  await expect(admin.getByText('End date must be after start date.')).toBeVisible();
  await expect(field(admin, 'Owner')).toHaveAttribute('aria-invalid', 'true');
  // The step is not ticked done, and the stepper does not jump over it.
  await admin
    .getByRole('navigation', { name: 'Steps' })
    .getByRole('button', { name: /Cost and quantity/ })
    .click();
  await expect(admin.getByTestId('wizard-step-details')).toBeVisible();

  // Corrected, a message goes as soon as its field is right.
  await field(admin, 'End date').fill('2026-06-30');
  await expect(admin.getByText('End date must be after start date.')).toHaveCount(0);
});

test('the categories are chosen in their tree: Audio and Phones under Electronics', async () => {
  await admin.goto(ADD);
  const tree = admin.getByTestId('category-tree');
  const items = tree.getByRole('listitem');
  await expect(items.filter({ hasText: 'Electronics' })).toBeVisible();
  const names = await items.allTextContents();
  const electronics = names.indexOf('Electronics');
  expect(electronics).toBeGreaterThanOrEqual(0);
  for (const child of ['Audio', 'Phones']) {
    expect(names.indexOf(child), child).toBeGreaterThan(electronics);
    await expect(items.filter({ hasText: child })).toHaveAttribute('data-level', '1');
  }
  await expect(items.filter({ hasText: 'Electronics' })).toHaveAttribute('data-level', '0');
});

test("a code in use: step 2 names the field with the server's reason, and step 1 marks it", async () => {
  await admin.goto(ADD);
  await fillDetails(admin, 'NOVA_X1');
  await button(admin, 'Next').click();
  await fillCostAndSave(admin);
  const alert = admin.getByTestId('wizard-error');
  await expect(alert).toContainText('Failed to save product.');
  await expect(alert).toContainText('Code: This code is already in use');
  await expect(alert).not.toContainText('try again');
  await button(admin, 'Back').click();
  await expect(field(admin, 'Code')).toHaveAttribute('aria-invalid', 'true');
  await expect(
    admin.getByTestId('wizard-step-details').getByText('This code is already in use'),
  ).toBeVisible();
});

test("a text file named .png is refused with the server's reason; a Draft product is offered no launch", async () => {
  await admin.goto(ADD);
  await fillDetails(admin, `FORM_${RUN}`, 'Draft');
  await button(admin, 'Next').click();
  await fillCostAndSave(admin);
  await expect(admin.getByTestId('wizard-step-images')).toBeVisible();
  await admin
    .getByTestId('image-input')
    .setInputFiles({ name: 'notes.png', mimeType: 'image/png', buffer: Buffer.from('not an image') });
  const alert = admin.getByTestId('wizard-error');
  await expect(alert).toContainText('Failed to upload image.');
  await expect(alert).toContainText('Only JPEG, PNG, GIF, WebP or SVG images are allowed.');

  await button(admin, 'Next').click();
  await expect(admin.getByTestId('wizard-step-launch')).toContainText(
    "This product's status does not allow a launch.",
  );
  await expect(button(admin, 'Create launch')).toHaveCount(0);
  await button(admin, 'Finish without a launch').click();
  await expect(admin.getByTestId('wizard-success')).toContainText('Product created successfully!');
});

test('a brand manager is offered their own brand only', async ({ browser }) => {
  const brandManager = await pageAs(browser, 'brand_manager@demo.local', ADD);
  try {
    const options = field(brandManager, 'Brand').locator('option');
    await expect(options).toHaveText(['Choose…', 'Nova']);
    await expect(
      brandManager.getByText('Only the brands you may add products to are offered.'),
    ).toBeVisible();
  } finally {
    await brandManager.context().close();
  }
});
