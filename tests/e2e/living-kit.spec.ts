import { readFileSync } from 'node:fs';
import { expect, test, type Page } from '@playwright/test';
import { KIT_EXAMPLES, KIT_INDEX_PATH } from '../../src/kit/registry';
import { appearances, opened, seriousViolations, signInOncePerAccount } from './support';

// The living kit: the gallery of the product's own components (signed in, any role) lists every
// example of its registry, and one interactive example works as the screens do (the dirty-close
// dialog asks before dropping a change); the public front pages open without signing in, and end
// checkout with a demonstration that takes no payment. English and Arabic, light and dark, axe.
test.describe.configure({ mode: 'serial' });

const texts = (language: string, area: string) =>
  JSON.parse(readFileSync(new URL(`../../locales/${language}/${area}.json`, import.meta.url), 'utf8'));
const english = texts('en', 'kit');
const arabic = texts('ar', 'kit');
const frontArabic = texts('ar', 'front');

const { pageAs } = signInOncePerAccount();
let page: Page;
test.beforeAll(async ({ browser }) => {
  // The plainest role: the gallery asks for nothing beyond being signed in.
  page = await pageAs(browser, 'user@demo.local', `${KIT_INDEX_PATH}?lang=en`);
});
test.afterAll(async () => {
  await page?.context().close();
});

test('the gallery lists every example of the registry, and each link opens it', async () => {
  await page.goto(`${KIT_INDEX_PATH}?lang=en`);
  await expect(page.getByRole('heading', { level: 1, name: english.index.title })).toBeVisible();
  const links = page.getByTestId('kit-index').getByRole('link');
  await expect(links).toHaveCount(KIT_EXAMPLES.length);
  for (const example of KIT_EXAMPLES) {
    await expect(page.getByTestId(`kit-link-${example.id}`)).toHaveAttribute('href', example.path);
  }
  await page.getByTestId('kit-link-badges').click();
  await expect(page).toHaveURL(/\/components\/badges$/);
  await expect(page.getByRole('heading', { level: 1, name: english.examples.badges.title })).toBeVisible();
  await expect(page.getByTestId('props-OrderStatusBadge')).toBeVisible();
});

test('the dirty-close dialog closes at once when nothing changed, and asks before dropping a change', async () => {
  await page.goto('/forms/form-dialog?lang=en');
  const state = page.getByTestId('kit-dialog-state');
  await page.getByTestId('kit-open-dialog').click();
  const dialog = page.getByRole('dialog', { name: english.examples.formDialog.dialogTitle });
  await opened(dialog);
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('alertdialog')).toHaveCount(0);
  await expect(state).toContainText('closed');

  await page.getByTestId('kit-open-dialog').click();
  await opened(dialog);
  await dialog.getByRole('textbox', { name: 'Name' }).fill('Nova Sports');
  await page.keyboard.press('Escape');
  const question = page.getByRole('alertdialog', { name: 'Unsaved changes' });
  await opened(question);
  await expect(state).toContainText('confirming');
  // Keep editing: the change is still there.
  await question.getByRole('button', { name: 'Cancel' }).click();
  await expect(question).toBeHidden();
  await expect(dialog.getByRole('textbox', { name: 'Name' })).toHaveValue('Nova Sports');

  // Close without saving: the change is dropped.
  await page.keyboard.press('Escape');
  await opened(question);
  await question.getByRole('button', { name: 'Close without saving' }).click();
  await expect(dialog).toBeHidden();
  await expect(state).toContainText('closed');

  // The API's refusal goes under its field, and the dialog stays open.
  await page.getByText(english.examples.formDialog.refuse).click();
  await page.getByTestId('kit-open-dialog').click();
  await opened(dialog);
  await dialog.getByRole('textbox', { name: 'Name' }).fill('Nova Sports');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog.getByText('A brand with this name already exists')).toBeVisible();
  await expect(page.getByTestId('kit-dialog-saved')).toHaveText(english.examples.formDialog.nothingSaved);
});

test('the gallery in English and Arabic, light and dark, has no serious accessibility violations', async () => {
  test.slow();
  for (const [lang, theme] of appearances) {
    for (const path of [KIT_INDEX_PATH, '/tables/data-table', '/extensions/statechart']) {
      await page.goto(`${path}?lang=${lang}&theme=${theme}`);
      await expect(page.locator('html')).toHaveAttribute('dir', lang === 'ar' ? 'rtl' : 'ltr');
      const title = path === KIT_INDEX_PATH ? (lang === 'ar' ? arabic : english).index.title : null;
      if (title) await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
      else await expect(page.locator('[data-testid^="example-"]').first()).toBeVisible();
      expect(await seriousViolations(page, `${path} ${lang} ${theme}: `)).toEqual([]);
    }
  }
});

test.describe('the front pages, without signing in', () => {
  test('the landing page describes the product, in English and Arabic, with no serious violations', async ({
    page: guest,
  }) => {
    for (const [lang, theme] of appearances) {
      // The front pages' root opens the landing page, keeping the language and theme asked for.
      await guest.goto(`/front-pages?lang=${lang}&theme=${theme}`);
      await expect(guest).toHaveURL(/\/front-pages\/landing-page/);
      await expect(guest.locator('html')).toHaveAttribute('dir', lang === 'ar' ? 'rtl' : 'ltr');
      if (lang === 'ar')
        await expect(guest.getByRole('heading', { level: 1, name: frontArabic.landing.title })).toBeVisible();
      else
        await expect(
          guest.getByRole('heading', { level: 1, name: /catalogue, sales, people/ }),
        ).toBeVisible();
      expect(await seriousViolations(guest, `landing ${lang} ${theme}: `)).toEqual([]);
    }
  });

  test('checkout and payment are checked on the page and end saying no payment was taken', async ({
    page: guest,
  }) => {
    await guest.goto('/front-pages/pricing?lang=en');
    await guest.getByTestId('choose-business').click();
    await expect(guest).toHaveURL(/\/front-pages\/checkout\?plan=business/);
    await expect(guest.getByTestId('demo-notice')).toBeVisible();
    await guest.getByRole('button', { name: 'Continue to payment' }).click();
    await expect(guest.getByText('This field is required.').first()).toBeVisible();
    await expect(guest).toHaveURL(/\/checkout/);
    await guest.getByRole('textbox', { name: 'Organisation' }).fill('Atlas Retail');
    await guest.getByRole('textbox', { name: 'Your name' }).fill('Samira Haddad');
    await guest.getByRole('textbox', { name: 'Work email' }).fill('samira@atlas.example');
    await guest.getByRole('button', { name: 'Continue to payment' }).click();
    await expect(guest).toHaveURL(/\/front-pages\/payment\?/);
    await expect(guest.getByTestId('order-summary')).toContainText('Business for 10 users');

    await guest.getByRole('combobox', { name: 'Payment method' }).selectOption('sepa');
    await guest.getByRole('textbox', { name: 'IBAN' }).fill('FR76 3000 6000 0112 3456 7890 188');
    await guest.getByRole('button', { name: 'Confirm' }).click();
    await expect(guest.getByText(/check digits are wrong/)).toBeVisible();
    await expect(guest.getByText('Accept the terms to continue.')).toBeVisible();
    await guest.getByRole('textbox', { name: 'IBAN' }).fill('FR76 3000 6000 0112 3456 7890 189');
    await guest.getByText(/I understand this is a demonstration/).click();
    await guest.getByRole('button', { name: 'Confirm' }).click();
    const done = guest.getByTestId('demo-confirmation');
    await expect(done).toContainText('no payment was taken');
    await expect(done).not.toContainText(/charged|payment succeeded/i);
  });

  test('the help centre opens an article, and says so when there is none by that name', async ({
    page: guest,
  }) => {
    await guest.goto('/front-pages/help-center?lang=en');
    await guest.getByRole('link', { name: 'Adding a product' }).click();
    await expect(guest).toHaveURL(/\/front-pages\/help-center\/article\/adding-a-product$/);
    await expect(guest.getByRole('heading', { level: 1, name: 'Adding a product' })).toBeVisible();
    await guest.goto('/front-pages/help-center/article/no-such-article?lang=en');
    await expect(guest.getByText(/no help article by that name/)).toBeVisible();
  });

  test('the gallery itself asks to sign in', async ({ page: guest }) => {
    await guest.goto(KIT_INDEX_PATH);
    await expect(guest).toHaveURL(/\/login\?to=%2Fcomponents/);
  });
});
