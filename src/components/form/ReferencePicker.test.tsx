// @vitest-environment jsdom
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { afterEach, describe, expect, it } from 'vitest';
import { FormField } from '../data/FormDialog';
import { brand, brandPage, fakeApi, renderWithApi } from '../resource/test-support';
import { PICKER_PAGE_SIZE, ReferencePicker } from './ReferencePicker';

// 150 brands, more than the API's largest page: Brand 001 … Brand 150.
const BRANDS = Array.from({ length: 150 }, (_, i) => brand(i + 1, `Brand ${String(i + 1).padStart(3, '0')}`));

/** The API's list: its `search` matches part of a name, its page is `page_size` rows. */
function brandsApi() {
  return fakeApi((_method, url) => {
    const search = url.searchParams.get('search')?.toLowerCase() ?? '';
    const size = Number(url.searchParams.get('page_size'));
    const found = BRANDS.filter((b) => b.name.toLowerCase().includes(search));
    return { body: brandPage(found.slice(0, size), found.length) };
  });
}

function Harness({ initial = null, optional = false }: { initial?: number | null; optional?: boolean }) {
  const form = useForm<{ brand: number | null }>({ defaultValues: { brand: initial } });
  const value = useWatch({ control: form.control, name: 'brand' });
  return (
    <>
      <FormField label="Brand">
        <Controller
          control={form.control}
          name="brand"
          render={({ field }) => (
            <ReferencePicker
              path="/api/brands/"
              name={field.name}
              value={field.value}
              onChange={(id) => field.onChange(id)}
              onBlur={field.onBlur}
              optional={optional}
              emptyLabel={optional ? 'No brand' : 'Choose…'}
              fallback={(id) => `Saved brand ${id}`}
              testId="brand"
            />
          )}
        />
      </FormField>
      <output data-testid="value">{String(value)}</output>
    </>
  );
}

// What jsdom lacks and the combobox uses: ResizeObserver (the list's placement watches sizes)
// and CSS.escape (it finds the highlighted option by id).
globalThis.ResizeObserver ??= class {
  observe() {}
  unobserve() {}
  disconnect() {}
};
globalThis.CSS ??= { escape: (value: string) => value.replace(/[^\w-]/g, '\\$&') } as typeof CSS;

const options = () => screen.queryAllByRole('option').map((o) => o.textContent);
/** What the open list says besides its rows. */
const listSays = (text: string) => within(screen.getByTestId('brand-choices')).getByText(text);
/** Types `text` into the focused picker, as a reader would. */
function type(input: HTMLElement, text: string) {
  input.focus();
  fireEvent.change(input, { target: { value: text } });
}

afterEach(cleanup);

describe('ReferencePicker', () => {
  it('is named by its label, searches the API as the reader types and picks by keyboard', async () => {
    const api = brandsApi();
    renderWithApi(<Harness />, api);
    const input = screen.getByRole('combobox', { name: 'Brand' });
    expect(input.getAttribute('placeholder')).toBe('Choose…');
    // Nothing is asked before the list opens.
    expect(api.requests).toEqual([]);

    fireEvent.click(input);
    await waitFor(() => expect(options()).toHaveLength(PICKER_PAGE_SIZE));
    expect(api.requests).toEqual([`GET /api/brands/?page=1&page_size=${PICKER_PAGE_SIZE}&ordering=name`]);
    // The list says there are more than it shows.
    expect(listSays(`${PICKER_PAGE_SIZE} of 150 shown: type to narrow the list.`)).toBeTruthy();

    // Brand 142 is far beyond the first page: typing part of its name finds it on the server.
    type(input, '142');
    await waitFor(() => expect(options()).toEqual(['Brand 142']));
    expect(api.requests.at(-1)).toBe(
      `GET /api/brands/?page=1&page_size=${PICKER_PAGE_SIZE}&ordering=name&search=142`,
    );
    // One request for the pause in typing, not one per keystroke.
    expect(api.requests).toHaveLength(2);

    // Typing highlights the first match; Enter picks it.
    fireEvent.keyDown(input, { key: 'Enter' });
    await waitFor(() => expect(screen.getByTestId('value').textContent).toBe('142'));
    expect((input as HTMLInputElement).value).toBe('Brand 142');
    expect(input.getAttribute('aria-expanded')).toBe('false');
  });

  it('keeps the chosen row named when it is not among the rows shown, and Escape puts its name back', async () => {
    const api = brandsApi();
    renderWithApi(<Harness initial={150} />, api);
    const input = screen.getByRole('combobox', { name: 'Brand' }) as HTMLInputElement;
    // Never loaded yet: the caller's name for it.
    expect(input.value).toBe('Saved brand 150');

    type(input, '150');
    await waitFor(() => expect(options()).toEqual(['Brand 150']));
    fireEvent.keyDown(input, { key: 'Escape' });
    await waitFor(() => expect(input.getAttribute('aria-expanded')).toBe('false'));
    // Met in a search, it has its own name now, and is still the chosen one.
    expect(input.value).toBe('Brand 150');
    expect(screen.getByTestId('value').textContent).toBe('150');

    // A search that does not show it leaves it chosen and named.
    type(input, 'Brand 00');
    await waitFor(() => expect(options()).toHaveLength(9));
    expect(options()).not.toContain('Brand 150');
    fireEvent.keyDown(input, { key: 'Escape' });
    await waitFor(() => expect(input.value).toBe('Brand 150'));
    expect(screen.getByTestId('value').textContent).toBe('150');
  });

  it('says when nothing matches, and offers "none" first when optional', async () => {
    const api = brandsApi();
    renderWithApi(<Harness initial={3} optional />, api);
    const input = screen.getByRole('combobox', { name: 'Brand' });

    type(input, 'zzz');
    await waitFor(() => expect(listSays('Nothing matches “zzz”.')).toBeTruthy());
    expect(options()).toEqual([]);

    type(input, '');
    await waitFor(() => expect(options()[0]).toBe('No brand'));
    fireEvent.click(within(screen.getByTestId('brand-choices')).getByRole('option', { name: 'No brand' }));
    await waitFor(() => expect(screen.getByTestId('value').textContent).toBe('null'));
    expect((input as HTMLInputElement).value).toBe('');
  });

  it('says so when the list cannot be read', async () => {
    const api = fakeApi(() => ({ body: { detail: 'Forbidden' }, status: 403 }));
    renderWithApi(<Harness />, api);
    fireEvent.click(screen.getByRole('combobox', { name: 'Brand' }));
    await waitFor(() => expect(listSays('The choices could not be loaded.')).toBeTruthy());
  });
});
