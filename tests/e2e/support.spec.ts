import { expect, test, type Page } from '@playwright/test';
import { appearances, field, opened, seriousViolations, signInOncePerAccount, unique } from './support';

// Support tickets in the browser: the support account opens a ticket from a client's page,
// replies and moves it on, and the ticket's timeline shows each step; the list finds it by its
// filters. A role without the Support right has no menu entry and is refused at the address.
// The screens in English and Arabic, light and dark, through axe.
test.describe.configure({ mode: 'serial' });

const LIST = '/apps/support/list';
const { pageAs, openAs } = signInOncePerAccount();

let support: Page;
let ticketUrl = '';
test.beforeAll(async ({ browser }) => {
  support = await pageAs(browser, 'support@demo.local', '/apps/sale/client/list');
});
test.afterAll(async () => {
  await support?.context().close();
});

const toast = (page: Page, text: string) => page.getByTestId('toast').filter({ hasText: text });

test('support opens a ticket from a client’s page, replies, changes its status, and the timeline shows it', async () => {
  test.setTimeout(120_000);
  const page = support;
  const subject = `Damaged parcel ${unique()}`;

  await page.goto('/apps/sale/client/list?search=Nordhaus');
  await page.getByRole('link', { name: 'Nordhaus Retail' }).click();
  await page.getByRole('tab', { name: 'Support' }).click();
  const section = page.getByTestId('client-tickets');
  await expect(section.getByRole('table')).toHaveAttribute('aria-busy', 'false');

  await section.getByTestId('add-ticket').click();
  const dialog = page.getByRole('dialog');
  await opened(dialog);
  // The client is the page's, not to be changed here.
  await expect(dialog.getByTestId('ticket-client')).toHaveValue('Nordhaus Retail');
  await expect(dialog.getByTestId('ticket-client')).toBeDisabled();
  // The domain's schema before the server: a subject is required.
  await dialog.getByRole('button', { name: 'Open ticket' }).click();
  await expect(dialog.getByText('This field is required.')).toBeVisible();
  await field(dialog, 'Subject').fill(subject);
  await field(dialog, 'Description').fill('Two boxes arrived crushed.');
  await dialog.getByTestId('ticket-priority').selectOption({ label: 'High' });
  expect(await seriousViolations(page, 'ticket dialog: ')).toEqual([]);
  await dialog.getByRole('button', { name: 'Open ticket' }).click();
  await expect(dialog).toBeHidden();
  await expect(toast(page, 'Ticket opened')).toBeVisible();

  // The new ticket's page: opened, with its opening in the timeline.
  await expect(page).toHaveURL(/\/apps\/support\/view\/\d+$/);
  ticketUrl = new URL(page.url()).pathname;
  await expect(page.getByRole('heading', { level: 1, name: subject })).toBeVisible();
  const timeline = page.getByTestId('ticket-timeline');
  await expect(timeline.getByTestId('ticket-timeline-created')).toContainText(
    /Stan Support\W*opened the ticket/,
  );

  // A reply that moves it to pending: both in the timeline, in that order.
  await page.getByTestId('ticket-reply-send').click();
  await expect(page.getByText('This field is required.')).toBeVisible();
  await page.getByTestId('ticket-reply').fill('We are sending two new boxes today.');
  await page.getByTestId('ticket-reply-status').selectOption({ label: 'Pending' });
  await page.getByTestId('ticket-reply-send').click();
  await expect(toast(page, 'Reply sent')).toBeVisible();
  await expect(timeline.getByTestId('ticket-reply-text')).toHaveText('We are sending two new boxes today.');
  await expect(page.getByRole('heading', { level: 1 }).locator('..').getByTestId('ticket-status')).toHaveText(
    'Pending',
  );

  // Resolved from the status actions.
  await page.getByTestId('ticket-set-resolved').click();
  await expect(toast(page, 'Ticket moved to Resolved')).toBeVisible();
  const steps = timeline.locator('[data-testid^="ticket-timeline-"]');
  await expect(steps).toHaveCount(4);
  await expect(steps.nth(1)).toContainText(/Stan Support\W*replied/);
  await expect(steps.nth(2)).toContainText(/Stan Support\W*changed the status/);
  await expect(steps.nth(2)).toContainText('OpenPending');
  await expect(steps.nth(3)).toContainText('PendingResolved');
  expect(await seriousViolations(page, 'ticket page: ')).toEqual([]);

  // Listed on the client's page and in the help desk's list, found by its filters.
  await page.getByRole('link', { name: 'Nordhaus Retail' }).click();
  await page.getByRole('tab', { name: 'Support' }).click();
  await expect(page.getByTestId('client-tickets').getByRole('link', { name: subject })).toBeVisible();
  await page.goto('/apps/support');
  await expect(page).toHaveURL(/\/apps\/support\/list$/);
  await page.getByLabel('Status').selectOption({ label: 'Resolved' });
  await page.getByLabel('Priority').selectOption({ label: 'High' });
  await expect(page).toHaveURL(/status=resolved/);
  await expect(page.getByRole('table').getByRole('row').filter({ hasText: subject })).toBeVisible();
});

test('a role without the Support right has no menu entry and is not authorised at the address', async ({
  page,
}) => {
  await openAs(page, 'admin@demo.local', '/dashboards/crm');
  await expect(page.getByRole('navigation').getByRole('link', { name: 'Support' })).toHaveCount(0);
  await page.goto(LIST);
  await expect(page).toHaveURL(/\/not-authorized$/);
  await page.goto(ticketUrl || '/apps/support/view/1');
  await expect(page).toHaveURL(/\/not-authorized$/);
});

for (const [lang, theme] of appearances) {
  test(`the support screens have no serious accessibility violations (${lang}, ${theme})`, async () => {
    test.setTimeout(90_000);
    const page = support;
    await page.goto(`${LIST}?lang=${lang}&theme=${theme}`);
    await expect(page.locator('html')).toHaveAttribute('dir', lang === 'ar' ? 'rtl' : 'ltr');
    await expect(
      page.getByRole('navigation').getByRole('link', { name: lang === 'ar' ? 'الدعم' : 'Support' }),
    ).toBeVisible();
    await expect(page.getByRole('table')).toHaveAttribute('aria-busy', 'false');
    expect(await seriousViolations(page, `list ${lang} ${theme}: `)).toEqual([]);
    await page.goto(ticketUrl);
    await expect(page.getByTestId('ticket-timeline')).toBeVisible();
    expect(await seriousViolations(page, `ticket ${lang} ${theme}: `)).toEqual([]);
  });
}
