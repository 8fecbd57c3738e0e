// The product wizard's generated paths, run in the browser against the real server.
//
// machines/productWizard/model.ts walks the real machine (machines/testing, xstate/graph) and
// gives the shortest paths that together take every transition. Each path below is one test:
// every event is a browser action, every state reached is checked on the page, and at the end
// the database is checked through the API. The app's calls (save, upload, delete, reorder,
// create launch) are held (page.route) until the path's next event says how the server answers:
// `<actor>.done` lets the held call through to the real server, `<actor>.error` answers it with
// an error, so the busy states in between can be checked too.
//
// Events → browser actions:
//   UPDATE_DETAILS (complete)  fill code, name, status, type, brand, priority, owner and dates
//   UPDATE_DETAILS {brand: ∅}   choose no brand
//   UPDATE_COST (complete)     fill cost 4.5, price 9.9, stock 100
//   UPDATE_COST {stock: 0}     type 0 in the stock
//   UPDATE_LAUNCH (complete)   fill the launch code and name; {name: ''} clears the name
//   GENERATE_LAUNCH_CODE       the Generate button
//   NEXT / BACK / SKIP         the step's buttons ("Save and continue" on step 2, "Finish
//                              without a launch" for SKIP on step 4)
//   GO_TO_STEP                 the step indicator's button
//   UPLOAD / DELETE_IMAGE      a PNG chosen in the file input / the image's delete button
//   CREATE_LAUNCH              "Create launch"; ADD_ANOTHER / GO_TO_LIST: the success buttons
// States → checks: the step shown (busy states: the step that started the call), the machine's
// message in the wizard's alert (none when it has none), the images shown, the success message,
// the product list after GO_TO_LIST; at the end, the product exists (or not) with the path's
// values and images, and its launch.
//
// The paths come from machines/qa/browserSuites.ts (the wizard model of machines/qa/models.ts),
// where machines/qa/coverage.test.ts counts them. CI replays the fewest paths that still take
// every transition they can (29 of 258); WIZARD_PATHS=all replays every path, WIZARD_PATHS=<n>
// the first n.
//
// Left out: paths with REORDER_IMAGES. The model reorders its single image ([7]), which the page
// cannot do (a reorder needs two images); products.spec.ts reorders through the API for real.
// browserSuites.ts lists the three transitions this leaves to other tests, with that reason.
import { expect, test, type Page, type Route } from '@playwright/test';
import type { WizardModelEvent } from '../../machines/productWizard/model';
import type { ProductWizardContext } from '../../machines/productWizard';
import { browserReplay } from '../../machines/qa/browserSuites';
import type { ModelPath, PathState } from '../../machines/testing';
import { replayPath } from '../../machines/testing';
import type { Product } from '../../domain/catalogue';
import { field as fieldIn, PNG, signInOncePerAccount } from './support';

const ADD = '/apps/product-management/product/add';
const LIST = '/apps/product-management/product/list';
const RUN = Date.now().toString(36).toUpperCase();
const STEP_TEST_ID: Record<string, string> = {
  details: 'wizard-step-details',
  costQuantity: 'wizard-step-costQuantity',
  saving: 'wizard-step-costQuantity',
  images: 'wizard-step-images',
  launch: 'wizard-step-launch',
  success: 'wizard-success',
};
const STEP_BUTTON: Record<string, string> = {
  details: 'Product details',
  costQuantity: 'Cost and quantity',
  images: 'Images',
  launch: 'Launch',
};

const paths = browserReplay('productWizard', process.env.WIZARD_PATHS) as ModelPath<
  WizardModelEvent,
  ProductWizardContext
>[];

type Actor = 'saveProduct' | 'uploadImage' | 'deleteImage' | 'createLaunch';
/** The app's calls of the wizard's actors, each held until the path says how it ends. */
class HeldCalls {
  held: { actor: Actor; route: Route }[] = [];
  async install(page: Page) {
    await page.route('**/api/**', async (route) => {
      const actor = this.actorOf(route);
      if (actor) this.held.push({ actor, route });
      else await route.fallback();
    });
  }
  actorOf(route: Route): Actor | null {
    const { pathname } = new URL(route.request().url());
    const method = route.request().method();
    if (/^\/api\/products\/(\d+\/)?$/.test(pathname) && (method === 'POST' || method === 'PATCH'))
      return 'saveProduct';
    if (/^\/api\/products\/\d+\/images\/$/.test(pathname) && method === 'POST') return 'uploadImage';
    if (/^\/api\/products\/\d+\/images\/\d+\/$/.test(pathname) && method === 'DELETE') return 'deleteImage';
    if (pathname === '/api/product-launches/' && method === 'POST') return 'createLaunch';
    return null;
  }
  /** `error`: the model's failure (`ApiFailure`: the status and body the server answers). */
  async settle(actor: Actor, outcome: 'done' | 'error', error?: unknown) {
    await expect.poll(() => this.held.filter((call) => call.actor === actor).length).toBe(1);
    const index = this.held.findIndex((call) => call.actor === actor);
    const [call] = this.held.splice(index, 1);
    if (outcome === 'done') await call!.route.continue();
    else {
      const failure = (error ?? { status: 500, body: { detail: 'Server error' } }) as {
        status: number;
        body: unknown;
      };
      await call!.route.fulfill({
        status: failure.status,
        contentType: 'application/json',
        body: JSON.stringify(failure.body),
      });
    }
  }
  async releaseAll() {
    for (const call of this.held.splice(0)) await call.route.continue().catch(() => {});
  }
}

const { pageAs, apiRead } = signInOncePerAccount();
let page: Page;
let held: HeldCalls;
test.beforeAll(async ({ browser }) => {
  page = await pageAs(browser, 'admin@demo.local', LIST);
  held = new HeldCalls();
  await held.install(page);
});
test.afterAll(async () => {
  await page?.context().close();
});

/** What the API answers the admin, to check the database; the paths outlast an access token. */
const api = <T>(path: string) => apiRead<T>(page, 'admin@demo.local', path);
const field = (label: string) => fieldIn(page, label);
const button = (name: string) => page.getByRole('button', { name, exact: true });

async function execute(event: WizardModelEvent, codes: { product: string; launch: string }) {
  switch (event.type) {
    case 'UPDATE_DETAILS':
      if ('brand' in event.values && event.values.brand === null) {
        await field('Brand').selectOption('');
      } else {
        await field('Code').fill(codes.product);
        await field('Name').fill(`Model ${codes.product}`);
        await field('Status').selectOption({ label: 'Active' });
        await field('Product type').selectOption({ label: 'Physical good' });
        await field('Brand').selectOption({ label: 'Nova' });
        await field('Priority').selectOption({ label: 'High' });
        await field('Owner').selectOption({ index: 1 });
        await field('Start date').fill('2025-07-01');
        await field('End date').fill('2025-12-31');
      }
      return;
    case 'UPDATE_COST':
      if (event.values.stock_quantity === 0) {
        await field('Stock quantity').fill('0');
      } else {
        await field('Cost basis').fill('4.5');
        await field('Suggested retail price').fill('9.9');
        await field('Stock quantity').fill('100');
      }
      return;
    case 'UPDATE_LAUNCH':
      if (event.values.name === '') {
        await field('Launch name').fill('');
      } else {
        await field('Launch code').fill(codes.launch);
        await field('Launch name').fill(`Launch ${codes.launch}`);
      }
      return;
    case 'GENERATE_LAUNCH_CODE':
      return button('Generate').click();
    case 'NEXT':
      return (await button('Save and continue').isVisible())
        ? button('Save and continue').click()
        : button('Next').click();
    case 'BACK':
      return button('Back').click();
    case 'SKIP':
      return (await button('Skip').isVisible())
        ? button('Skip').click()
        : button('Finish without a launch').click();
    case 'GO_TO_STEP':
      return page
        .getByRole('navigation', { name: 'Steps' })
        .getByRole('button', { name: STEP_BUTTON[event.step] })
        .click();
    case 'UPLOAD':
      return page
        .getByTestId('image-input')
        .setInputFiles({ name: 'front.png', mimeType: 'image/png', buffer: PNG });
    case 'DELETE_IMAGE':
      return button('Delete image 1').click();
    case 'CREATE_LAUNCH':
      return button('Create launch').click();
    case 'ADD_ANOTHER':
      return button('Add another').click();
    case 'GO_TO_LIST':
      return button('Go to list').click();
    default: {
      const outcome = /^xstate\.(done|error)\.actor\.(\w+)$/.exec(event.type);
      if (!outcome) throw new Error(`No browser action for ${event.type}`);
      await held.settle(
        outcome[2] as Actor,
        outcome[1] as 'done' | 'error',
        (event as { error?: unknown }).error,
      );
    }
  }
}

async function check(state: PathState<ProductWizardContext>) {
  const top = typeof state.value === 'string' ? state.value : Object.keys(state.value)[0]!;
  if (top === 'done') {
    await expect(page).toHaveURL(LIST);
    return;
  }
  await expect(page.getByTestId(STEP_TEST_ID[top]!)).toBeVisible();
  const { context } = state;
  if (top === 'success') {
    await expect(page.getByTestId('wizard-success')).toContainText(context.message!);
    return;
  }
  if (context.error) await expect(page.getByTestId('wizard-error-title')).toHaveText(context.error);
  else await expect(page.getByTestId('wizard-error')).toHaveCount(0);
  if (top === 'images') await expect(page.getByTestId('image-tile')).toHaveCount(context.images.length);
  if (state.tags.includes('busy')) {
    await expect(page.getByRole('button', { name: 'Back', exact: true })).toBeDisabled();
  }
}

for (const [index, path] of paths.entries()) {
  test(`${index + 1}. ${path.description}`, async () => {
    const codes = { product: `WM_${RUN}_${index}`, launch: `LCH_${RUN}_${index}` };
    await page.goto(ADD);
    try {
      await replayPath(path, {
        execute: (event) => execute(event as WizardModelEvent, codes),
        check: (state) => check(state),
      });
    } finally {
      await held.releaseAll();
    }

    // The database: the product exists once saved (an ADD_ANOTHER starts afresh: its product
    // stays), with the path's values and images, and its launch once created.
    const saved = path.steps.some((step) => step.event.type === 'xstate.done.actor.saveProduct');
    const found = await api<{ results: Product[] }>(`/api/products/?search=${codes.product}`);
    expect(found.results).toHaveLength(saved ? 1 : 0);
    if (!saved) return;
    const product = found.results[0]!;
    const last = path.steps.at(-1)!.state.context;
    expect(product).toMatchObject({ name: `Model ${codes.product}`, stock_quantity: 100, cost_basis: 4.5 });
    const uploads = path.steps.filter((s) => s.event.type === 'xstate.done.actor.uploadImage').length;
    const deletes = path.steps.filter((s) => s.event.type === 'xstate.done.actor.deleteImage').length;
    expect(product.images).toHaveLength(uploads - deletes);
    if (last.productId !== null) expect(product.images).toHaveLength(last.images.length);
    const launches = await api<{ count: number }>(`/api/product-launches/?product=${product.id}`);
    const launched = path.steps.some((s) => s.event.type === 'xstate.done.actor.createLaunch');
    expect(launches.count).toBe(launched ? 1 : 0);
  });
}
