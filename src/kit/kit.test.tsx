// @vitest-environment jsdom
import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createAppAbility } from '../../domain/access/app-ability';
import { renderInApp } from '../components/data/test-support';
import { answerInMemory, DEMO_ORDERS } from './examples/dataTable';
import { EXAMPLE_PAGES } from './examples';
import { KitIndexPage } from './KitIndexPage';
import { KIT_EXAMPLES, KIT_SECTIONS } from './registry';
import english from '../../locales/en/kit.json';

const ability = vi.hoisted(() => ({ current: null as ReturnType<typeof createAppAbility> | null }));
vi.mock('../lib/session/SessionProvider', () => ({ useAppAbility: () => ability.current }));

// jsdom has no canvas: the chart measures its texts by their length instead (useChartLayout).
vi.spyOn(HTMLCanvasElement.prototype, 'getContext').mockReturnValue(null);
afterEach(cleanup);

/** Renders an example's page as its route does (its module's default export). */
async function renderExample(id: (typeof KIT_EXAMPLES)[number]['id'], url = '/') {
  const { default: Page } = await EXAMPLE_PAGES[id]();
  const view = renderInApp(<Page />, url);
  await screen.findByTestId(`example-${id}`);
  return view;
}

describe('the living kit', () => {
  it('has an example in every section, and unique ids and paths', () => {
    expect(KIT_SECTIONS.filter((section) => !KIT_EXAMPLES.some((e) => e.section === section))).toEqual([]);
    expect(new Set(KIT_EXAMPLES.map((e) => e.id)).size).toBe(KIT_EXAMPLES.length);
    expect(new Set(KIT_EXAMPLES.map((e) => e.path)).size).toBe(KIT_EXAMPLES.length);
  });

  it('lists every example on its index, each linking to its page', () => {
    renderInApp(<KitIndexPage />);
    for (const example of KIT_EXAMPLES) {
      expect(screen.getByTestId(`kit-link-${example.id}`).getAttribute('href')).toBe(example.path);
    }
  });

  it('names only source files that exist', () => {
    // Vitest runs from the repository's root.
    const missing = KIT_EXAMPLES.flatMap((e) => e.sources).filter((path) => !existsSync(resolve(path)));
    expect(missing).toEqual([]);
  });

  describe.each(KIT_EXAMPLES.map((example) => [example.id, example] as const))('%s', (id, example) => {
    it('renders live, titled, with a translated description for each prop and its sources', async () => {
      await renderExample(id);
      expect(screen.getByRole('heading', { level: 1, name: english.examples[id].title })).toBeTruthy();
      // No prop description is missing: an untranslated key reads as the key itself.
      expect(document.body.textContent).not.toMatch(/kit\.(props|examples)\./);
      expect(screen.getAllByTestId('example-source').map((node) => node.textContent)).toEqual([
        ...example.sources,
      ]);
    });
  });
});

describe('the live examples', () => {
  it('the data table answers pages, search, filter and order as the API would', () => {
    const page = answerInMemory({ page: 2, page_size: 10, ordering: '-total' });
    expect(page.data?.count).toBe(DEMO_ORDERS.length);
    expect(page.data?.results).toHaveLength(10);
    const totals = page.data!.results.map((row) => row.total);
    expect(totals).toEqual([...totals].sort((a, b) => b - a));
    const searched = answerInMemory({ page: 1, page_size: 100, search: 'atlas', status: 'pending' });
    expect(searched.data!.count).toBeGreaterThan(0);
    expect(searched.data!.results).toAllSatisfy(
      (row: (typeof DEMO_ORDERS)[number]) => row.client === 'Atlas Retail' && row.status === 'pending',
    );
  });

  it('the table shows 10 of the 57 orders and its count', async () => {
    await renderExample('dataTable');
    const table = screen.getByRole('table', { name: 'Made-up orders' });
    expect(within(table).getAllByRole('row')).toHaveLength(11);
    expect(screen.getByText(/1–10 of 57/)).toBeTruthy();
  });

  it('the form checks the brand with the API schema and says what is wrong, in words', async () => {
    await renderExample('formFields');
    fireEvent.click(screen.getByRole('button', { name: 'Check' }));
    expect((await screen.findAllByText('This field is required.')).length).toBeGreaterThan(0);
    expect(screen.queryByText(/pass the API's own schema/)).toBeNull();
  });

  it('the dirty-close dialog asks before dropping a change, and not when nothing changed', async () => {
    await renderExample('formDialog');
    const state = () => screen.getByTestId('kit-dialog-state').textContent;
    fireEvent.click(screen.getByTestId('kit-open-dialog'));
    const dialog = await screen.findByRole('dialog', { name: 'Edit brand' });
    expect(state()).toContain('clean');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(state()).toContain('closed'));

    fireEvent.click(screen.getByTestId('kit-open-dialog'));
    const again = await screen.findByRole('dialog', { name: 'Edit brand' });
    fireEvent.input(within(again).getByRole('textbox', { name: /Name/ }), { target: { value: 'Nova' } });
    await waitFor(() => expect(state()).toContain('dirty'));
    fireEvent.click(within(again).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(state()).toContain('confirming'));
    expect(await screen.findByRole('alertdialog')).toBeTruthy();
  });

  it('the wizard says what stops each step, and offers the real one only to who may add products', async () => {
    ability.current = createAppAbility([{ action: 'read', subject: 'Product' }]);
    await renderExample('productWizard');
    expect(screen.getByTestId('kit-wizard-no-create')).toBeTruthy();
    expect(
      within(screen.getByTestId('kit-wizard-step-details')).getAllByRole('listitem').length,
    ).toBeGreaterThan(3);
    cleanup();
    ability.current = createAppAbility([{ action: ['read', 'create'], subject: 'Product' }]);
    await renderExample('productWizard');
    expect(screen.getByRole('link', { name: 'Open the real wizard' })).toBeTruthy();
    ability.current = null;
  });

  it('the timeline adds the next recorded move', async () => {
    await renderExample('timeline');
    expect(screen.getAllByTestId('order-timeline-entry')).toHaveLength(2);
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Add the next move' })));
    expect(screen.getAllByTestId('order-timeline-entry')).toHaveLength(3);
  });

  it('the statechart machine takes only the events its state allows', async () => {
    await renderExample('stateChart');
    const state = () => screen.getByTestId('kit-chart-state').textContent;
    expect(state()).toContain('closed');
    expect(screen.getByRole('button', { name: 'CLOSE' }).hasAttribute('disabled')).toBe(true);
    fireEvent.click(screen.getByRole('button', { name: 'OPEN' }));
    fireEvent.click(screen.getByRole('button', { name: 'CHANGE dirty' }));
    fireEvent.click(screen.getByRole('button', { name: 'CLOSE' }));
    expect(state()).toContain('confirming');
  });
});
