// @vitest-environment jsdom
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { useForm, useWatch } from 'react-hook-form';
import { afterEach, describe, expect, it } from 'vitest';
import { brand, brandPage, fakeApi, renderWithApi } from '../resource/test-support';
import { ReferenceField } from './ReferenceField';

const BRANDS = [brand(1, 'Aura'), brand(2, 'Nova')];
const brandsApi = () => fakeApi(() => ({ body: brandPage(BRANDS, BRANDS.length) }));

// What jsdom lacks and the combobox uses (as in ReferencePicker.test.tsx).
globalThis.ResizeObserver ??= class {
  observe() {}
  unobserve() {}
  disconnect() {}
};
globalThis.CSS ??= { escape: (value: string) => value.replace(/[^\w-]/g, '\\$&') } as typeof CSS;

function Harness({
  initial,
  optional,
  nullable,
  disabled,
}: {
  initial?: number | null;
  optional?: boolean;
  nullable?: boolean;
  disabled?: boolean;
}) {
  const form = useForm<{ brand?: number | null }>({ defaultValues: { brand: initial } });
  const value = useWatch({ control: form.control, name: 'brand' });
  return (
    <>
      <ReferenceField
        control={form.control}
        name="brand"
        label="Brand"
        error={undefined}
        path="/api/brands/"
        optional={optional}
        nullable={nullable}
        disabled={disabled}
        emptyLabel={optional ? 'No brand' : 'Choose…'}
        fallback={(id) => `Saved brand ${id}`}
        testId="brand"
      />
      <output data-testid="value">{value === undefined ? 'undefined' : String(value)}</output>
    </>
  );
}

/** Chooses "No brand" in the open list of the picker. */
async function chooseNone() {
  const input = screen.getByRole('combobox', { name: /Brand/ });
  fireEvent.click(input);
  await waitFor(() => expect(screen.queryAllByRole('option')[0]?.textContent).toBe('No brand'));
  fireEvent.click(within(screen.getByTestId('brand-choices')).getByRole('option', { name: 'No brand' }));
}

afterEach(cleanup);

describe('ReferenceField', () => {
  it('clears an optional field to undefined by default, and to null when the field is nullable', async () => {
    renderWithApi(<Harness initial={2} optional />, brandsApi());
    await chooseNone();
    await waitFor(() => expect(screen.getByTestId('value').textContent).toBe('undefined'));
    cleanup();

    renderWithApi(<Harness initial={2} optional nullable />, brandsApi());
    await chooseNone();
    await waitFor(() => expect(screen.getByTestId('value').textContent).toBe('null'));
  });

  it('marks a required field, and an optional one not', () => {
    renderWithApi(<Harness />, brandsApi());
    expect((screen.getByRole('combobox', { name: /Brand/ }) as HTMLInputElement).required).toBe(true);
    cleanup();
    renderWithApi(<Harness optional />, brandsApi());
    expect((screen.getByRole('combobox', { name: 'Brand' }) as HTMLInputElement).required).toBe(false);
  });

  it('shows a disabled choice, keeps it in the values and asks the API nothing', () => {
    const api = brandsApi();
    renderWithApi(<Harness initial={7} disabled />, api);
    const input = screen.getByRole('combobox', { name: /Brand/ }) as HTMLInputElement;
    expect(input.disabled).toBe(true);
    expect(input.value).toBe('Saved brand 7');
    fireEvent.click(input);
    expect(api.requests).toEqual([]);
    expect(screen.getByTestId('value').textContent).toBe('7');
  });
});
