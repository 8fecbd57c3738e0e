import { expect, test, type Locator, type Page } from '@playwright/test';
import { field, opened, seriousViolations, signInOncePerAccount, unique } from './support';

// The organisation's units through their screens (issue 15): a group → company → establishment →
// service → team chain built with the add pages and the parents' tabs, with addresses and
// contacts; a delete refused while the unit still has children; axe on every new screen. The
// units are the spec's own (codes with a suffix of this run). The demo admin builds the structure
// of its organisation (update on Organization, decision 0008).
test.describe.configure({ mode: 'serial' });

const BASE = '/apps/organization';
const { pageAs } = signInOncePerAccount();

let admin: Page;
test.beforeAll(async ({ browser }) => {
  admin = await pageAs(browser, 'admin@demo.local', `${BASE}/group/list`);
});
test.afterAll(async () => {
  await admin?.context().close();
});

/** No serious axe finding on the page as it is now. */
async function accessible(page: Page, what: string) {
  expect(await seriousViolations(page, `${what}: `)).toEqual([]);
}

const toast = (page: Page, text: string) => page.getByTestId('toast').filter({ hasText: text });

/** Fills the add page's name (the code follows it) and saves; waits for the new unit's view. */
async function addUnit(page: Page, name: string, code: string, check?: (form: Page) => Promise<void>) {
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await field(page, 'Name').fill(name);
  await expect(field(page, 'Code')).toHaveValue(code);
  await check?.(page);
  await page.getByTestId('save-unit').click();
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
  await expect(page).toHaveURL(/\/view\/\d+\/overview$/);
}

async function openTab(page: Page, name: string) {
  await page.getByRole('tab', { name }).click();
  await expect(page.getByRole('tab', { name, selected: true })).toBeVisible();
}

/** Opens the dialog `button` opens, waiting for it to have finished opening. */
async function dialogOf(page: Page, button: Locator) {
  await button.click();
  const dialog = page.getByRole('dialog');
  await opened(dialog);
  return dialog;
}

test('admin builds a group → company → establishment → service → team chain, with addresses and contacts', async () => {
  // Five levels through their screens, axe on each: a long walk.
  test.setTimeout(180_000);
  const page = admin;
  const run = unique();
  const names = {
    group: `Zephyr Holding ${run}`,
    company: `Zephyr Trading ${run}`,
    establishment: `Zephyr Lyon ${run}`,
    service: `Zephyr Sales ${run}`,
    team: `Zephyr Key Accounts ${run}`,
  };
  const codeOf = (name: string) => name.toUpperCase().replace(/ /g, '_');

  // The groups' list, then its add page.
  await page.goto(`${BASE}/group/list`);
  await expect(page.getByRole('heading', { level: 1, name: 'Groups' })).toBeVisible();
  await expect(page.getByRole('table', { name: 'Groups' })).toHaveAttribute('aria-busy', 'false');
  await accessible(page, 'group list');
  await page.getByTestId('add-group').click();
  await expect(page.getByRole('heading', { level: 1, name: 'New group' })).toBeVisible();
  // The domain's schema before the server: a name is required.
  await page.getByTestId('save-unit').click();
  await expect(page.getByText('This field is required.').first()).toBeVisible();
  await accessible(page, 'group add');
  await addUnit(page, names.group, codeOf(names.group));
  await expect(toast(page, 'Group created successfully')).toBeVisible();
  await expect(page.getByTestId('unit-code')).toHaveText(codeOf(names.group));
  await accessible(page, 'group view');

  // Two addresses: the first is the main one; making the second main moves the flag.
  await openTab(page, 'Addresses');
  for (const [street, city] of [
    ['12 Quai Perrache', 'Lyon'],
    ['3 Rue de la Paix', 'Paris'],
  ] as const) {
    const dialog = await dialogOf(page, page.getByTestId('add-address'));
    await expect(dialog.getByRole('heading', { name: 'New address' })).toBeVisible();
    await field(dialog, 'Address').fill(street);
    await field(dialog, 'City').fill(city);
    await field(dialog, 'Country').fill('France');
    if (street.startsWith('12')) await accessible(page, 'address dialog');
    await dialog.getByRole('button', { name: 'Add address' }).click();
    await expect(dialog).toBeHidden();
  }
  const addresses = page.getByRole('table', { name: 'Addresses' });
  const rowWith = (text: string) => addresses.getByRole('row').filter({ hasText: text });
  await expect(rowWith('12 Quai Perrache').getByText('Main', { exact: true })).toBeVisible();
  await rowWith('3 Rue de la Paix')
    .getByRole('button', { name: 'Make 3 Rue de la Paix the main address' })
    .click();
  await expect(rowWith('3 Rue de la Paix').getByText('Main', { exact: true })).toBeVisible();
  await expect(rowWith('12 Quai Perrache').getByRole('button', { name: /main address/ })).toBeVisible();
  await accessible(page, 'addresses tab');

  // A contact.
  await openTab(page, 'Contacts');
  const contact = await dialogOf(page, page.getByTestId('add-contact'));
  await field(contact, 'Contact name').fill('Ada Lovelace');
  await field(contact, 'Email').fill('not-an-email');
  await contact.getByRole('button', { name: 'Add contact' }).click();
  await expect(contact.getByText('Enter a valid email address.')).toBeVisible();
  await field(contact, 'Email').fill('ada@zephyr.example');
  await field(contact, 'Phone').fill('+33 4 72 00 00 00');
  await contact.getByRole('button', { name: 'Add contact' }).click();
  await expect(contact).toBeHidden();
  await expect(page.getByRole('table', { name: 'Contacts' }).getByText('Ada Lovelace')).toBeVisible();
  await accessible(page, 'contacts tab');

  // The overview shows the main address and contact.
  await openTab(page, 'Overview');
  await expect(page.getByTestId('unit-overview').getByText('3 Rue de la Paix')).toBeVisible();
  await expect(page.getByTestId('unit-overview').getByText('Ada Lovelace')).toBeVisible();

  // Each level added from its parent's tab, the parent already chosen.
  const chain = [
    ['Companies', 'company', 'Group'],
    ['Establishments', 'establishment', 'Company'],
    ['Services', 'service', 'Establishment'],
    ['Teams', 'team', 'Service'],
  ] as const;
  let parentName = names.group;
  for (const [tab, kind, parentLabel] of chain) {
    await openTab(page, tab);
    await expect(page.getByRole('table', { name: tab })).toHaveAttribute('aria-busy', 'false');
    await accessible(page, `${tab} tab`);
    await page.getByTestId(`add-${kind}`).click();
    await addUnit(page, names[kind], codeOf(names[kind]), async (form) => {
      await expect(field(form, parentLabel).locator('option:checked')).toHaveText(parentName);
    });
    await expect(page.getByTestId('unit-parent')).toHaveText(parentName);
    parentName = names[kind];
  }
  await accessible(page, 'team view');

  // The info-edit dialog: closing with changes asks first.
  const edit = await dialogOf(page, page.getByTestId('edit-unit'));
  await field(edit, 'Description').fill('The key accounts of the Lyon sales.');
  await accessible(page, 'edit dialog');
  await edit.getByRole('button', { name: 'Cancel' }).click();
  const question = page.getByRole('alertdialog');
  await opened(question);
  await expect(question).toContainText('You have unsaved changes');
  await question.getByRole('button', { name: 'Cancel' }).click();
  await edit.getByRole('button', { name: 'Save changes' }).click();
  await expect(edit).toBeHidden();
  await expect(page.getByText('The key accounts of the Lyon sales.')).toBeVisible();

  // The team's parent link leads up the chain; the establishment still has its service: 409.
  await page.getByTestId('unit-parent').click();
  await expect(page.getByRole('heading', { level: 1, name: names.service })).toBeVisible();
  await page.getByTestId('unit-parent').click();
  await expect(page.getByRole('heading', { level: 1, name: names.establishment })).toBeVisible();
  await page.getByTestId('delete-unit').click();
  const confirm = page.getByRole('alertdialog');
  await opened(confirm);
  await confirm.getByRole('button', { name: 'Delete' }).click();
  await expect(confirm.getByRole('alert')).toHaveText(
    'This establishment still has 1 service: move or delete it first.',
  );
  await accessible(page, 'refused delete');
  await confirm.getByRole('button', { name: 'Cancel' }).click();
  await expect(page.getByRole('heading', { level: 1, name: names.establishment })).toBeVisible();

  // The lists show the new units, filtered by their parent.
  await page.goto(`${BASE}/service/list`);
  await expect(page.getByRole('table', { name: 'Services' })).toHaveAttribute('aria-busy', 'false');
  await page.getByLabel('Search services by name or code').fill(run);
  await expect(
    page.getByRole('table', { name: 'Services' }).getByRole('link', { name: names.service }),
  ).toBeVisible();
  await accessible(page, 'service list');
});

test('an unknown unit says so in the spec’s words', async () => {
  await admin.goto(`${BASE}/company/view/987654321`);
  await expect(admin.getByRole('alert')).toHaveText('Company not found.');
  await admin.goto(`${BASE}/workplace/view/987654321`);
  await expect(admin.getByRole('alert')).toHaveText('Work place not found.');
});

test('in Arabic, right to left: a group and its company with an address', async () => {
  test.setTimeout(90_000);
  const page = admin;
  const run = unique();
  await page.goto(`${BASE}/group/add?lang=ar`);
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(page.getByRole('heading', { level: 1, name: 'مجموعة جديدة' })).toBeVisible();
  await accessible(page, 'group add (ar)');
  await field(page, 'الاسم').fill(`Qamar ${run}`);
  await page.getByTestId('save-unit').click();
  await expect(page.getByRole('heading', { level: 1, name: `Qamar ${run}` })).toBeVisible();
  await expect(page.getByRole('tab', { name: 'نظرة عامة', selected: true })).toBeVisible();
  await accessible(page, 'group view (ar)');

  await openTab(page, 'العناوين');
  const dialog = await dialogOf(page, page.getByTestId('add-address'));
  await field(dialog, 'العنوان').fill('شارع الملك فهد');
  await field(dialog, 'المدينة').fill('الرياض');
  await accessible(page, 'address dialog (ar)');
  await dialog.getByRole('button', { name: 'إضافة عنوان' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('table', { name: 'العناوين' }).getByText('شارع الملك فهد')).toBeVisible();
  await accessible(page, 'addresses tab (ar)');

  await openTab(page, 'الشركات');
  await page.getByTestId('add-company').click();
  await field(page, 'الاسم').fill(`Qamar Trading ${run}`);
  await page.getByTestId('save-unit').click();
  await expect(page.getByRole('heading', { level: 1, name: `Qamar Trading ${run}` })).toBeVisible();
  await expect(page.getByTestId('unit-parent')).toHaveText(`Qamar ${run}`);
  await page.goto(`${BASE}/company/list?lang=ar`);
  await expect(page.getByRole('heading', { level: 1, name: 'الشركات' })).toBeVisible();
  await expect(page.getByRole('table', { name: 'قائمة الشركات' })).toHaveAttribute('aria-busy', 'false');
  await accessible(page, 'company list (ar)');
});

test('HR assigns a person to a team from its employees tab, edits and moves the assignment, and removes it', async ({
  browser,
}) => {
  // Employees are HR's records (decision 0008): the demo admin only reads them.
  const hr = await pageAs(browser, 'hr@demo.local', `${BASE}/team/list`);
  await hr.getByRole('link', { name: 'Paris sales team' }).first().click();
  await expect(hr.getByRole('heading', { level: 1, name: 'Paris sales team' })).toBeVisible();
  await openTab(hr, 'Employees');
  const position = `Buyer ${unique()}`;
  const dialog = await dialogOf(hr, hr.getByRole('button', { name: 'Assign someone' }));
  await dialog.getByTestId('person_id-select').selectOption({ label: 'Mei Chen' });
  await field(dialog, 'Position').fill(position);
  await dialog.getByRole('button', { name: 'Assign someone' }).click();
  await expect(toast(hr, 'Assignment created successfully')).toBeVisible();
  const row = hr.getByRole('row').filter({ hasText: position });
  await expect(row).toContainText('Mei Chen');
  await expect(row).toContainText('Current');
  await accessible(hr, 'employees tab');

  // Its position and period change in the edit dialog; the domain's rule on dates first.
  const edit = await dialogOf(hr, row.getByRole('button', { name: 'Edit Mei Chen' }));
  await expect(edit.getByRole('heading', { name: 'Change Mei Chen’s assignment' })).toBeVisible();
  await expect(edit.getByTestId('team_id-select')).toHaveValue(/\d+/);
  const renamed = `${position} lead`;
  await field(edit, 'Position').fill(renamed);
  await field(edit, 'End date').fill('2000-01-01');
  await edit.getByRole('button', { name: 'Save changes' }).click();
  await expect(edit.getByText('End date must be after start date.')).toBeVisible();
  await field(edit, 'End date').fill('');
  await accessible(hr, 'edit assignment dialog');
  await edit.getByRole('button', { name: 'Save changes' }).click();
  await expect(toast(hr, 'Assignment updated successfully')).toBeVisible();
  const edited = hr.getByRole('row').filter({ hasText: renamed });
  await expect(edited).toContainText('Mei Chen');

  // Moved to a work place, it leaves the team's tab and is in the work place's.
  const move = await dialogOf(hr, edited.getByRole('button', { name: 'Edit Mei Chen' }));
  await move.getByText('A work place', { exact: true }).click();
  await move.getByTestId('workplace_id-select').selectOption({ label: 'Paris front desk' });
  await move.getByRole('button', { name: 'Save changes' }).click();
  await expect(move).toBeHidden();
  await expect(hr.getByRole('row').filter({ hasText: renamed })).toHaveCount(0);
  await hr.goto(`${BASE}/workplace/list`);
  await hr.getByRole('link', { name: 'Paris front desk' }).first().click();
  await openTab(hr, 'Employees');
  const moved = hr.getByRole('row').filter({ hasText: renamed });
  await expect(moved).toContainText('Mei Chen');

  await moved.getByRole('button', { name: 'Delete Mei Chen' }).click();
  const confirm = hr.getByRole('alertdialog');
  await opened(confirm);
  await confirm.getByRole('button', { name: 'Delete' }).click();
  await expect(toast(hr, 'Assignment deleted successfully')).toBeVisible();
  await expect(hr.getByRole('row').filter({ hasText: renamed })).toHaveCount(0);
  await hr.context().close();
});

test('in Arabic, right to left: an assignment’s edit dialog says its date rule and asks before dropping changes', async ({
  browser,
}) => {
  const hr = await pageAs(browser, 'hr@demo.local', `${BASE}/team/list`);
  await hr.goto(`${BASE}/team/list?lang=ar&search=Paris`);
  await expect(hr.locator('html')).toHaveAttribute('dir', 'rtl');
  await hr.getByRole('link', { name: 'Paris sales team' }).first().click();
  await expect(hr.getByRole('heading', { level: 1, name: 'Paris sales team' })).toBeVisible();
  await openTab(hr, 'الموظفون');
  const table = hr.getByRole('table', { name: 'الموظفون' });
  const row = table
    .getByRole('row')
    .filter({ has: hr.getByRole('button', { name: /^تعديل / }) })
    .first();
  const before = await row.textContent();
  const edit = await dialogOf(hr, row.getByRole('button', { name: /^تعديل / }));
  await expect(edit.getByRole('heading', { name: /^تعديل تعيين / })).toBeVisible();
  await field(edit, 'تاريخ البدء').fill('2024-05-01');
  await field(edit, 'تاريخ الانتهاء').fill('2024-01-01');
  await edit.getByRole('button', { name: 'حفظ التغييرات' }).click();
  await expect(edit.getByText('يجب أن يكون تاريخ الانتهاء بعد تاريخ البدء.')).toBeVisible();
  await accessible(hr, 'edit assignment dialog (ar)');

  // Closing with changes asks first; closing without saving leaves the assignment as it was.
  await edit.getByRole('button', { name: 'إلغاء' }).click();
  const unsaved = hr.getByRole('alertdialog', { name: 'تغييرات غير محفوظة' });
  await opened(unsaved);
  await unsaved.getByRole('button', { name: 'إغلاق دون حفظ' }).click();
  await expect(edit).toBeHidden();
  await expect(row).toHaveText(before!);
  await hr.context().close();
});
