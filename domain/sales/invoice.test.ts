import { describe, expect, it } from 'vitest';
import { invoiceActionsFrom, invoiceNumberOfTerm, pastDue } from './invoice';

describe('invoice actions', () => {
  it('offer what the status allows, and overdue only once past the due date', () => {
    expect(invoiceActionsFrom({ status: 'draft', due_date: null }, '2026-11-26')).toEqual(['send']);
    expect(invoiceActionsFrom({ status: 'sent', due_date: null }, '2026-11-26')).toEqual(['pay', 'void']);
    expect(invoiceActionsFrom({ status: 'sent', due_date: '2026-11-26' }, '2026-11-26')).toEqual([
      'pay',
      'void',
    ]);
    expect(invoiceActionsFrom({ status: 'sent', due_date: '2026-11-25' }, '2026-11-26')).toEqual([
      'pay',
      'overdue',
      'void',
    ]);
    expect(invoiceActionsFrom({ status: 'overdue', due_date: '2026-01-01' }, '2026-11-26')).toEqual([
      'pay',
      'void',
    ]);
    expect(invoiceActionsFrom({ status: 'paid', due_date: '2026-01-01' }, '2026-11-26')).toEqual([]);
    expect(invoiceActionsFrom({ status: 'void', due_date: null }, '2026-11-26')).toEqual([]);
  });

  it('are past due the day after the due date, never without one', () => {
    expect(pastDue(null, '2026-11-26')).toBe(false);
    expect(pastDue('2026-11-26', '2026-11-26')).toBe(false);
    expect(pastDue('2026-11-25', '2026-11-26')).toBe(true);
  });

  it('find an invoice number in a search term', () => {
    expect(invoiceNumberOfTerm('INV-00042')).toBe(42);
    expect(invoiceNumberOfTerm('42')).toBe(42);
    expect(invoiceNumberOfTerm('Harbour')).toBeNull();
  });
});
