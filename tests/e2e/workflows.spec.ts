import { readFile } from 'node:fs/promises';
import { expect, test, type Page } from '@playwright/test';
import { chartCounts, machineChart, WORKFLOW_MACHINES } from '../../machines/chart';
import type { TestCoverage } from '../../machines/qa/coverage';
import { machineModel } from '../../machines/qa/models';
import { buildTestPlan, testPlanMarkdown } from '../../machines/qa/testPlan';
import { seriousViolations, signInOncePerAccount } from './support';

// The workflow studio as an analyst (the manager reads Analytics) uses it: every machine listed
// with its counts from its definition, each one drawn (every state a box, every transition an
// arrow or a line in its box), simulated for a few events, exported as SVG; the signed-in
// user's own session shown live; then in Arabic (the drawing mirrored), light and dark, with axe
// (WORKFLOW_SHOTS=<dir> keeps screenshots). Someone without Analytics is turned away.
test.describe.configure({ mode: 'serial' });

const LIST = '/apps/workflows';
const ANALYST = 'manager@demo.local';
const SHOTS = process.env.WORKFLOW_SHOTS;
const { pageAs } = signInOncePerAccount();

let page: Page;
test.beforeAll(async ({ browser }) => {
  page = await pageAs(browser, ANALYST, `${LIST}?lang=en`);
});
test.afterAll(async () => {
  await page?.context().close();
});

const ids = Object.keys(WORKFLOW_MACHINES) as (keyof typeof WORKFLOW_MACHINES)[];
const chartOf = (id: keyof typeof WORKFLOW_MACHINES) => machineChart(WORKFLOW_MACHINES[id]);
const drawing = () => page.getByRole('group', { name: /^Chart of the / });
const clickEvent = (type: string) => page.locator(`button[data-event="${type}"]`).first().click();
const state = () => page.getByTestId('simulation-state');

test('the list shows every machine with its counts, and the menu leads to it', async () => {
  await page.goto('/dashboards/crm?lang=en');
  await page.getByRole('navigation').getByRole('link', { name: 'Workflows' }).click();
  await expect(page).toHaveURL(new RegExp(`${LIST}$`));
  await expect(page.getByRole('heading', { level: 1, name: 'Workflows' })).toBeVisible();
  const rows = page.getByRole('table').locator('tbody tr');
  await expect(rows).toHaveCount(ids.length);
  for (const [index, id] of ids.entries()) {
    const counts = chartCounts(chartOf(id));
    await expect(rows.nth(index).locator('td').nth(0)).toContainText(
      ['Session', 'Product wizard', 'Closing a form', 'Order status', 'Performance review status'][index]!,
    );
    await expect(rows.nth(index).locator('td').nth(1)).toHaveText(String(counts.states));
    await expect(rows.nth(index).locator('td').nth(2)).toHaveText(String(counts.events));
    await expect(rows.nth(index).locator('td').nth(3)).toHaveText(String(counts.transitions));
  }
});

for (const id of ids) {
  test(`the ${id} machine is drawn whole, with its outline`, async () => {
    const chart = chartOf(id);
    await page.goto(`${LIST}/${id}?lang=en`);
    await expect(drawing()).toBeVisible();
    await expect(drawing().locator('[data-chart-state]')).toHaveCount(chart.states.length);
    const drawn = await drawing()
      .locator('[data-transition]')
      .evaluateAll((nodes) => [...new Set(nodes.map((node) => node.getAttribute('data-transition')))]);
    expect(drawn.sort()).toEqual(chart.transitions.map((t) => t.id).sort());
    const outline = page.getByRole('navigation', { name: 'Outline of the states and transitions' });
    await expect(outline.locator('[data-outline-state]')).toHaveCount(chart.states.length);
    await expect(outline.locator('[data-transition]')).toHaveCount(chart.transitions.length);
    const time = Number(await page.getByTestId('layout-time').getAttribute('data-ms'));
    test.info().annotations.push({ type: 'layout', description: `${id}: ${time} ms` });
  });
}

test('the order machine simulated: only enabled events offered, state highlighted, log kept, reset', async () => {
  await page.goto(`${LIST}/orderStatus?lang=en`);
  await expect(drawing()).toBeVisible();
  await expect(state()).toContainText('pending');
  await expect(drawing().locator('[data-chart-state="orderStatus.pending"]')).toHaveAttribute(
    'data-active',
    'true',
  );
  // Nothing ships from pending: SHIP is not offered.
  await expect(page.locator('button[data-event="SHIP"]')).toHaveCount(0);
  await page.locator('button[data-event="CONFIRM"]', { hasText: 'stockAvailable: true' }).click();
  await expect(state()).toContainText('confirmed');
  await expect(drawing().locator('[data-chart-state="orderStatus.confirmed"]')).toHaveAttribute(
    'data-active',
    'true',
  );
  await expect(
    drawing().locator('[data-transition="orderStatus.pending on CONFIRM#0"][data-taken]'),
  ).toHaveCount(1);
  await clickEvent('START_PROCESSING');
  await clickEvent('HOLD');
  await expect(state()).toContainText('on_hold');
  await clickEvent('RELEASE');
  await expect(state()).toContainText('processing');
  await expect(page.getByTestId('simulation-log').getByRole('listitem')).toHaveCount(4);
  await page.getByRole('button', { name: 'Reset' }).click();
  await expect(state()).toContainText('pending');
  await expect(page.getByTestId('simulation-log')).toHaveCount(0);
});

test('the session simulated through sign-in to the inactivity sign-out; my session shown live', async () => {
  await page.goto(`${LIST}/session?lang=en`);
  await expect(drawing()).toBeVisible();
  await clickEvent('INIT');
  await page
    .locator('button[data-event="xstate.done.actor.restoreSession"]', { hasText: 'output: null' })
    .click();
  await clickEvent('LOGIN');
  await clickEvent('xstate.done.actor.login');
  await expect(state()).toContainText('authenticated.tokens.idle | authenticated.activity.watching');
  const inactivity = 'xstate.after.ACTIVITY_CHECK.session.authenticated.activity.watching';
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/session-signed-in.png`, fullPage: true });
  for (let check = 0; check < 6; check++) await clickEvent(inactivity);
  await expect(state()).toContainText('unauthenticated');

  await page.getByRole('tab', { name: 'My session' }).click();
  await expect(page.getByTestId('live-state')).toContainText('authenticated.tokens.idle');
  await expect(drawing().locator('[data-chart-state="session.authenticated.tokens.idle"]')).toHaveAttribute(
    'data-active',
    'true',
  );
  // Activity is an event of the real session machine: it shows as it happens.
  await page.evaluate(() => window.dispatchEvent(new Event('keydown')));
  await expect(page.getByTestId('live-log')).toContainText('ACTIVITY');
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/session-live.png`, fullPage: true });
});

test('the wizard simulated; the chart zooms, pans and fits from the keyboard; exported as SVG', async () => {
  await page.goto(`${LIST}/productWizard?lang=en`);
  await expect(drawing()).toBeVisible();
  await page.locator('button[data-event="UPDATE_DETAILS"]', { hasText: 'values' }).first().click();
  await clickEvent('NEXT');
  await expect(state()).toContainText('costQuantity');

  // The wizard is large: it opens at a readable size (its start in view), Fit shows it whole.
  const content = drawing().locator('[data-chart-content]');
  const scale = async () => Number(/scale\(([\d.]+)\)/.exec((await content.getAttribute('transform'))!)![1]);
  expect(await scale()).toBeGreaterThanOrEqual(0.6);
  // Labels at the size their boxes were measured for, and guards spelt out.
  const label = drawing().locator('[data-chart-state="productWizard.details"] text').first();
  expect(await label.evaluate((text) => getComputedStyle(text).fontSize)).toBe('12px');
  await expect(drawing().getByText('and canReach(costQuantity)]').first()).toBeAttached();
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/wizard-start.png`, fullPage: true });
  await drawing().focus();
  await page.keyboard.press('0');
  expect(await scale()).toBeLessThan(0.6);
  const fitted = await content.getAttribute('transform');
  await page.keyboard.press('+');
  await page.keyboard.press('ArrowLeft');
  expect(await content.getAttribute('transform')).not.toBe(fitted);
  await page.keyboard.press('0');
  await expect(content).toHaveAttribute('transform', fitted!);
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/wizard.png`, fullPage: true });
  // Tab reaches the states; Enter shows one in the outline.
  await page.keyboard.press('Tab');
  await page.keyboard.press('Enter');
  await expect(drawing().locator('[data-chart-state][aria-pressed="true"]')).toHaveCount(1);

  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'SVG' }).click();
  const file = await download;
  expect(file.suggestedFilename()).toBe('productWizard-chart.svg');
  const svg = await readFile((await file.path())!, 'utf8');
  expect(svg).toMatch(/^<svg[^>]+viewBox="0 0 \d+ \d+"/);
  expect(svg).not.toContain('var(--');
  expect(svg.match(/data-chart-state="/g)).toHaveLength(chartOf('productWizard').states.length);
  const png = page.waitForEvent('download');
  await page.getByRole('button', { name: 'PNG' }).click();
  expect((await png).suggestedFilename()).toBe('productWizard-chart.png');
});

test('in English and Arabic, light and dark: the drawing mirrors, no serious accessibility violations', async () => {
  test.slow();
  for (const [lang, theme] of [
    ['en', 'light'],
    ['en', 'dark'],
    ['ar', 'light'],
    ['ar', 'dark'],
  ] as const) {
    await page.goto(`${LIST}?lang=${lang}&theme=${theme}`);
    await expect(page.locator('html')).toHaveAttribute('dir', lang === 'ar' ? 'rtl' : 'ltr');
    await expect(page.getByRole('table')).toBeVisible();
    expect(await seriousViolations(page, `list ${lang} ${theme}: `)).toEqual([]);
    if (SHOTS) await page.screenshot({ path: `${SHOTS}/list-${lang}-${theme}.png`, fullPage: true });

    await page.goto(`${LIST}/orderStatus?lang=${lang}&theme=${theme}`);
    await expect(page.locator('[data-chart-state]').first()).toBeVisible();
    await page.locator('button[data-event="CONFIRM"]').first().click();
    await page.locator('button[data-event="START_PROCESSING"]').click();
    // Mirrored in Arabic: the initial state's dot sits in its box's right corner, not its left.
    const box = await page.locator('[data-chart-state="orderStatus.pending"] rect').first().boundingBox();
    const dot = await page
      .locator('[data-chart-state="orderStatus.pending"] circle[data-initial]')
      .boundingBox();
    const onTheRight = dot!.x > box!.x + box!.width / 2;
    expect(onTheRight).toBe(lang === 'ar');
    expect(await seriousViolations(page, `chart ${lang} ${theme}: `)).toEqual([]);
    if (SHOTS) await page.screenshot({ path: `${SHOTS}/chart-${lang}-${theme}.png`, fullPage: true });
  }
});

const COVERAGE = JSON.parse(
  await readFile(new URL('../../machines/qa/coverage.json', import.meta.url), 'utf8'),
) as TestCoverage;
const qa = () => page.locator('section[aria-labelledby="qa-title"]');

test('the test coverage of a machine: machine tests, browser paths and the transitions a browser cannot take', async () => {
  for (const id of ['session', 'dirtyForm'] as const) {
    const coverage = COVERAGE.machines.find((machine) => machine.machine === id)!;
    await page.goto(`${LIST}/${id}?lang=en`);
    await expect(qa().getByRole('heading', { name: 'Quality assurance' })).toBeVisible();
    await expect(qa().getByRole('tab', { name: 'Test coverage', selected: true })).toBeVisible();
    const { transitions, machineTests, browser } = coverage;
    await expect(page.getByTestId('coverage-machine').locator('[data-value]')).toHaveText(
      `${machineTests.taken} of ${transitions}`,
    );
    await expect(page.getByTestId('coverage-browser').locator('[data-value]')).toHaveText(
      `${browser.taken} of ${transitions}`,
    );
    await expect(page.getByTestId('coverage-uncovered').locator('[data-value]')).toHaveText('0');
    const rows = page.getByTestId('coverage-table').locator('tbody tr');
    await expect(rows).toHaveCount(transitions);
    // Each transition no browser path takes says why.
    await expect(rows.filter({ hasText: 'Not taken in a browser:' })).toHaveCount(browser.notDriven);
  }
  await expect(page.getByTestId('coverage-browser')).toContainText(
    'No browser model suite replays this machine.',
  );
  await page.goto(`${LIST}/session?lang=en`);
  await expect(page.getByTestId('coverage-browser')).toContainText('16 paths replayed of 16 generated');
  await expect(page.getByTestId('coverage-browser').locator('[data-value]')).toHaveText('12 of 32');
  const reload = page
    .getByTestId('coverage-table')
    .locator('[data-transition="session.notInitialized on INIT#0"]');
  await expect(reload.locator('td').nth(2)).toHaveText('16');
});

test('the test plan of a machine: its paths step by step, downloaded as Markdown and JSON', async () => {
  const plan = buildTestPlan(machineModel('orderStatus'));
  await page.goto(`${LIST}/orderStatus?lang=en`);
  await qa().getByRole('tab', { name: 'Test plan' }).click();
  await expect(page.getByTestId('test-plan-summary')).toHaveText(
    `${plan.shortest.length} shortest paths taking ${plan.coverage.taken} of the 28 transitions; ` +
      `${plan.simple.length} simple paths (no state twice, at most 12 steps).`,
  );
  // A path chosen shows its steps: the event, and the state to expect after it.
  const refund = plan.shortest.find((path) => path.steps.at(-1)!.event === 'REFUND')!;
  await page.getByLabel('Path', { exact: true }).selectOption(refund.id);
  const steps = page.getByTestId('plan-steps').locator('tbody tr');
  await expect(steps).toHaveCount(refund.steps.length);
  await expect(steps.first()).toContainText('start');
  await expect(steps.last()).toContainText('REFUND');
  await expect(steps.last()).toContainText('refunded (finished)');
  await expect(page.getByTestId('plan-coverage').locator('tbody tr')).toHaveCount(28);

  const markdown = page.waitForEvent('download');
  await qa().getByRole('button', { name: 'Markdown' }).click();
  const md = await markdown;
  expect(md.suggestedFilename()).toBe('orderStatus-test-plan.md');
  expect(await readFile((await md.path())!, 'utf8')).toBe(testPlanMarkdown(plan));

  const json = page.waitForEvent('download');
  await qa().getByRole('button', { name: 'JSON' }).click();
  const file = await json;
  expect(file.suggestedFilename()).toBe('orderStatus-test-plan.json');
  expect(JSON.parse(await readFile((await file.path())!, 'utf8'))).toEqual(JSON.parse(JSON.stringify(plan)));
});

test('the QA section in Arabic and English, light and dark: no serious accessibility violations', async () => {
  test.slow();
  for (const [lang, theme] of [
    ['en', 'light'],
    ['ar', 'dark'],
  ] as const) {
    await page.goto(`${LIST}/reviewStatus?lang=${lang}&theme=${theme}`);
    await expect(page.getByTestId('coverage-table')).toBeVisible();
    await expect(page.getByTestId('coverage-machine').locator('[data-value]')).toHaveText(
      lang === 'ar' ? /^[7٧] من [7٧]$/ : '7 of 7',
    );
    await expect(page.locator('[data-chart-state]').first()).toBeVisible();
    expect(await seriousViolations(page, `coverage ${lang} ${theme}: `)).toEqual([]);
    await qa().getByRole('tab').nth(1).click();
    await expect(page.getByTestId('plan-steps')).toBeVisible();
    expect(await seriousViolations(page, `plan ${lang} ${theme}: `)).toEqual([]);
    if (SHOTS) await page.screenshot({ path: `${SHOTS}/qa-${lang}-${theme}.png`, fullPage: true });
  }
});

test('someone without Analytics is not offered the studio, and is turned away from it', async ({
  browser,
}) => {
  const user = await pageAs(browser, 'user@demo.local', '/dashboards/crm?lang=en');
  await expect(user.getByRole('navigation').getByRole('link', { name: 'CRM dashboard' })).toBeVisible();
  await expect(user.getByRole('navigation').getByRole('link', { name: 'Workflows' })).toHaveCount(0);
  await user.goto(`${LIST}/orderStatus?lang=en`);
  await expect(user.getByRole('heading', { name: 'You are not authorized!' })).toBeVisible();
  await user.context().close();
});
