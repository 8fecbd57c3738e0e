import { expect, test, type Page } from '@playwright/test';
import { opened, pick, seriousViolations, signInOncePerAccount } from './support';

// A performance review taken from Draft to Completed through the screens by the three people of
// it, each in a browser of their own: HR (Hana) opens it for Ugo with Tara as his reviewer; Tara
// finds Submit refused while the ratings are missing (the machine's guard, with why), fills them
// and submits; Hana starts the review; Ugo answers and acknowledges it; Tara completes it. The
// timeline shows every move. Then the screens in Arabic, light and dark, with axe.
test.describe.configure({ mode: 'serial' });

const LIST = '/apps/hr/performance-reviews';
const HR = 'hr@demo.local';
const REVIEWER = 'team_manager@demo.local';
const EMPLOYEE = 'user@demo.local';
const { pageAs } = signInOncePerAccount();
const SHOTS = process.env.HR_SHOTS;

let reviewUrl = '';
const pages: Page[] = [];
test.afterAll(async () => {
  for (const page of pages) await page.context().close();
});

async function accessible(page: Page, what: string) {
  expect(await seriousViolations(page, `${what}: `)).toEqual([]);
}
const status = (page: Page) => page.getByRole('main').getByTestId('review-status').first();

test('HR opens a review, the reviewer submits it, HR reviews it, the employee acknowledges it, the reviewer completes it', async ({
  browser,
}) => {
  test.setTimeout(180_000);
  const hr = await pageAs(browser, HR, LIST);
  pages.push(hr);
  await expect(hr.getByRole('heading', { level: 1, name: 'Performance reviews' })).toBeVisible();
  await hr.getByRole('table').locator('tbody tr').first().waitFor();
  await accessible(hr, 'list');

  await hr.getByTestId('add-review').click();
  const dialog = hr.getByRole('dialog');
  await opened(dialog);
  await accessible(hr, 'new review');
  // People are searched on the server as HR types, however many the organisation has.
  await pick(dialog.getByTestId('employee_id-select'), 'Ugo User', 'Ugo');
  await pick(dialog.getByTestId('reviewer_id-select'), 'Tara Team', 'tara');
  await dialog.getByRole('button', { name: 'New review' }).click();
  await expect(hr).toHaveURL(/\/performance-reviews\/\d+$/);
  reviewUrl = new URL(hr.url()).pathname;
  await expect(hr.getByRole('heading', { level: 1, name: 'Review of Ugo User' })).toBeVisible();
  await expect(status(hr)).toHaveText('Draft');
  await expect(hr.getByText('Nothing for you to do at this stage.')).toBeVisible();

  // The reviewer: Submit is offered but refused while the ratings are missing, and says why.
  const reviewer = await pageAs(browser, REVIEWER, reviewUrl);
  pages.push(reviewer);
  const submit = reviewer.getByTestId('event-SUBMIT');
  await expect(submit).toBeDisabled();
  await expect(reviewer.getByTestId('why-SUBMIT')).toHaveText(
    'Fill in the review date, the overall rating and both scores first.',
  );
  await accessible(reviewer, 'draft as reviewer');
  await reviewer.getByLabel('Review date').fill('2026-01-15');
  await reviewer.getByTestId('field-overall_rating').fill('4');
  await reviewer.getByTestId('field-productivity_score').fill('82');
  await reviewer.getByTestId('field-efficiency_score').fill('77');
  await reviewer.getByTestId('field-reviewer_comments').fill('Steady year, strong finish.');
  await expect(reviewer.getByTestId('why-SUBMIT')).toHaveText('Save your changes first.');
  await reviewer.getByRole('button', { name: 'Save' }).click();
  await expect(submit).toBeEnabled();
  await submit.click();
  await expect(status(reviewer)).toHaveText('Submitted');
  // Once submitted, the reviewer may only withdraw it (with a reason).
  await expect(reviewer.getByTestId('event-SEND_BACK')).toBeVisible();
  await expect(reviewer.getByTestId('field-overall_rating')).toBeDisabled();

  // HR starts the review.
  await hr.reload();
  await hr.getByTestId('event-START_REVIEW').click();
  await expect(status(hr)).toHaveText('In review');

  // The employee reads it, answers and acknowledges it.
  const employee = await pageAs(browser, EMPLOYEE, reviewUrl);
  pages.push(employee);
  await expect(employee.getByTestId('field-overall_rating')).toHaveValue('4');
  await expect(employee.getByTestId('field-overall_rating')).toBeDisabled();
  await employee.getByTestId('field-employee_comments').fill('Thank you, agreed.');
  await employee.getByRole('button', { name: 'Save' }).click();
  await expect(employee.getByTestId('event-ACKNOWLEDGE')).toBeEnabled();
  await accessible(employee, 'in review as employee');
  await employee.getByTestId('event-ACKNOWLEDGE').click();
  await expect(status(employee)).toHaveText('Employee reviewed');

  // The reviewer completes it.
  await reviewer.reload();
  await reviewer.getByTestId('event-COMPLETE').click();
  await expect(status(reviewer)).toHaveText('Completed');
  await expect(reviewer.getByText('Nothing for you to do at this stage.')).toBeVisible();

  const timeline = reviewer.getByTestId('review-timeline').getByRole('listitem');
  await expect(timeline).toHaveCount(5);
  await expect(timeline.nth(0)).toContainText('Created by Hana People');
  await expect(timeline.nth(1)).toContainText('Submit by Tara Team');
  await expect(timeline.nth(2)).toContainText('Start review by Hana People');
  await expect(timeline.nth(3)).toContainText('Acknowledge by Ugo User');
  await expect(timeline.nth(4)).toContainText('Complete by Tara Team');
});

test('HR filters the reviews by reviewer, searched by name; the address keeps the choice, shown by name after a reload', async () => {
  const hr = pages[0]!;
  await hr.goto(LIST);
  const reviewer = hr.getByTestId('filter-reviewer');
  await pick(reviewer, 'Tara Team', 'Tara');
  await expect(hr).toHaveURL(/reviewer=\d+/);
  const rows = hr.getByRole('table').locator('tbody tr');
  // Until the filtered answer replaces it, the list shown is the one before (rows counted then go).
  await expect(rows.first()).toContainText('Tara Team');
  await expect(rows.filter({ hasNotText: 'Tara Team' })).toHaveCount(0);
  await hr.reload();
  await expect(hr.getByTestId('filter-reviewer')).toHaveValue('Tara Team');
});

test('HR reopens a completed review only with a reason: an empty one is refused', async () => {
  const hr = pages[0]!;
  await hr.goto(reviewUrl);
  await hr.getByTestId('event-REOPEN').click();
  const dialog = hr.getByRole('dialog');
  await opened(dialog);
  await dialog.getByRole('button', { name: 'Reopen' }).click();
  await expect(dialog.getByText('Give a reason.')).toBeVisible();
  await dialog.getByTestId('event-reason').fill('The employee asked for a second look.');
  await dialog.getByRole('button', { name: 'Reopen' }).click();
  await expect(dialog).toBeHidden();
  await expect(status(hr)).toHaveText('In review');
  await expect(hr.getByTestId('review-timeline')).toContainText('The employee asked for a second look.');
});

// One test per language and theme: three screens through axe each, within a test's own time.
for (const [lang, theme] of [
  ['en', 'light'],
  ['en', 'dark'],
  ['ar', 'light'],
  ['ar', 'dark'],
] as const) {
  test(`the HR screens have no serious accessibility violations (${lang}, ${theme}); Arabic reads right to left`, async () => {
    test.slow();
    const hr = pages[0]!;
    await hr.goto(`${LIST}?lang=${lang}&theme=${theme}`);
    await expect(hr.locator('html')).toHaveAttribute('dir', lang === 'ar' ? 'rtl' : 'ltr');
    await hr.getByRole('table').locator('tbody tr').first().waitFor();
    await accessible(hr, `list ${lang} ${theme}`);
    if (SHOTS) await hr.screenshot({ path: `${SHOTS}/list-${lang}-${theme}.png`, fullPage: true });
    await hr.goto(`${reviewUrl}?lang=${lang}&theme=${theme}`);
    await hr.getByTestId('review-timeline').waitFor();
    if (lang === 'ar')
      await expect(hr.getByRole('heading', { level: 1, name: 'تقييم Ugo User' })).toBeVisible();
    await accessible(hr, `review ${lang} ${theme}`);
    if (SHOTS) await hr.screenshot({ path: `${SHOTS}/review-${lang}-${theme}.png`, fullPage: true });
    await hr.goto(`/apps/hr/individual/list?lang=${lang}&theme=${theme}`);
    await hr.getByRole('table').locator('tbody tr').first().waitFor();
    await accessible(hr, `individuals ${lang} ${theme}`);
    if (SHOTS) await hr.screenshot({ path: `${SHOTS}/individuals-${lang}-${theme}.png`, fullPage: true });
  });
}
