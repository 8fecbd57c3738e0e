import { describe, expect, it } from 'vitest';
import {
  idOf,
  idText,
  imageFileProblem,
  launchCounts,
  launchTimingText,
  moveItem,
  numberInputText,
  parseNumberInput,
  personName,
  saleBadge,
  stockValue,
} from './productFormat';

describe('product screen helpers', () => {
  it('reads numbers typed in a field', () => {
    expect(parseNumberInput('')).toBeNull();
    expect(parseNumberInput('  ')).toBeNull();
    expect(parseNumberInput('12.5')).toBe(12.5);
    expect(parseNumberInput('12,5')).toBe(12.5);
    expect(parseNumberInput('-3')).toBe(-3);
    expect(parseNumberInput('1e3')).toBeNaN();
    expect(parseNumberInput('abc')).toBeNaN();
    expect(numberInputText(null)).toBe('');
    expect(numberInputText(Number.NaN)).toBe('');
    expect(numberInputText(4.5)).toBe('4.5');
  });

  it('turns ids into select values and back', () => {
    expect(idText(null)).toBe('');
    expect(idText(7)).toBe('7');
    expect(idOf('')).toBeNull();
    expect(idOf('7')).toBe(7);
  });

  it('computes the stock value in cents, never below zero', () => {
    expect(stockValue(4.5, 3)).toBe(13.5);
    expect(stockValue(0.1, 3)).toBe(0.3);
    expect(stockValue(10, -2)).toBe(0);
  });

  it('says where a launch stands (spec §4)', () => {
    const today = '2025-06-15';
    const at = (planned: string, actual: string | null = null) =>
      launchTimingText({ planned_launch_date: planned, actual_launch_date: actual }, today);
    expect(at('2025-06-10')).toMatchObject({ key: 'products.timing.overdue', values: { days: 5 } });
    expect(at('2025-06-14').key).toBe('products.timing.overdueOne');
    expect(at('2025-06-15').key).toBe('products.timing.today');
    expect(at('2025-06-16').key).toBe('products.timing.upcomingOne');
    expect(at('2025-07-15')).toMatchObject({ key: 'products.timing.upcoming', values: { days: 30 } });
    expect(at('2025-06-01', '2025-06-02')).toMatchObject({
      key: 'products.timing.launched',
      values: { date: '2025-06-02' },
    });
  });

  it('counts launches by how they stand', () => {
    const launch = (planned: string, actual: string | null = null) => ({
      planned_launch_date: planned,
      actual_launch_date: actual,
      status: 'planning',
    });
    expect(
      launchCounts(
        [
          launch('2025-06-01'),
          launch('2025-06-15'),
          launch('2025-07-01'),
          launch('2025-01-01', '2025-01-02'),
        ],
        '2025-06-15',
      ),
    ).toEqual({ total: 4, launched: 1, overdue: 1, today: 1, upcoming: 1 });
  });

  it('shows the sale badge from the API sale blocker', () => {
    expect(saleBadge(null)).toEqual({ key: 'products.sale.available', palette: 'green' });
    expect(saleBadge('not_for_sale')).toEqual({ key: 'products.sale.notForSale', palette: 'red' });
    expect(saleBadge('out_of_stock')).toEqual({ key: 'products.sale.outOfStock', palette: 'orange' });
  });

  it('moves an item of a list', () => {
    expect(moveItem([1, 2, 3], 0, 2)).toEqual([2, 3, 1]);
    expect(moveItem([1, 2, 3], 2, 0)).toEqual([3, 1, 2]);
    expect(moveItem([1, 2, 3], 1, 1)).toEqual([1, 2, 3]);
    expect(moveItem([1, 2, 3], 0, 5)).toEqual([1, 2, 3]);
  });

  it('names people by name, else by email', () => {
    expect(personName({ first_name: 'Ada', last_name: 'Lovelace', email: 'a@x' })).toBe('Ada Lovelace');
    expect(personName({ first_name: '', last_name: '', email: 'a@x' })).toBe('a@x');
  });

  it('checks an image file before sending it', () => {
    const accepted = ['image/png', 'image/jpeg'];
    expect(imageFileProblem({ type: 'image/png', size: 10 }, accepted, 100)).toBeNull();
    expect(imageFileProblem({ type: '', size: 10 }, accepted, 100)).toBeNull();
    expect(imageFileProblem({ type: 'text/plain', size: 10 }, accepted, 100)).toBe('fileType');
    expect(imageFileProblem({ type: 'image/png', size: 101 }, accepted, 100)).toBe('fileSize');
    expect(imageFileProblem({ type: 'image/png', size: 0 }, accepted, 100)).toBe('fileEmpty');
  });
});
