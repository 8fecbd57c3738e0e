import { describe, expect, it } from 'vitest';
import type { Invoice } from '../../../domain/sales/invoice';
import { renderInvoicePdf } from './invoicePdfDocument';

// The standard fonts are encoded in WinAnsi: Latin-1, but for the euro sign at 0x80.
const winAnsi = (bytes: Buffer) => bytes.toString('latin1').replaceAll('\x80', '€');

/** The text an uncompressed PDF shows: each TJ array's hex strings, joined (kerning dropped). */
function pdfText(pdf: Buffer): string[] {
  const arrays = pdf.toString('latin1').match(/\[(?:<[0-9a-f]*>\s*-?[\d.]*\s*)+\] TJ/g) ?? [];
  return arrays.map((array) =>
    [...array.matchAll(/<([0-9a-f]*)>/g)].map(([, hex]) => winAnsi(Buffer.from(hex!, 'hex'))).join(''),
  );
}

const invoice: Invoice = {
  id: 3,
  id_organization: 1,
  number: 42,
  status: 'void',
  client: 9,
  client_name: 'Harbour Tools',
  order: 5,
  order_number: 1017,
  issue_date: '2026-03-01',
  due_date: '2026-03-31',
  currency: 'EUR',
  subtotal: '1234.50',
  tax_total: '246.90',
  total: '1481.40',
  billing_address: '12 Quay Street',
  billing_city: 'Lyon',
  billing_state: '',
  billing_postal_code: '69002',
  billing_country: 'France',
  notes: 'Payable by transfer.',
  lines: [
    {
      position: 0,
      description: 'Consulting day',
      product: null,
      quantity: 2,
      unit_price: '617.25',
      tax_rate: '20.00',
      line_total: '1234.50',
      tax_amount: '246.90',
    },
  ],
  created_by: 1,
  created_at: '2026-03-01T10:00:00.000Z',
  updated_at: '2026-03-01T10:00:00.000Z',
};

describe('the invoice PDF', () => {
  it('prints the issuer, number, client, lines, taxes and totals in the invoice’s currency', async () => {
    const pdf = await renderInvoicePdf(invoice, { name: 'Demo Company', logo: null }, { compress: false });
    expect(pdf.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    const text = pdfText(pdf);
    for (const shown of [
      'Demo Company',
      'INV-00042',
      'Harbour Tools',
      '12 Quay Street',
      '69002 Lyon',
      '#1017',
      'Consulting day',
      '€617.25',
      '20.00%',
      '€246.90',
      '€1,234.50',
      '€1,481.40',
      'Payable by transfer.',
      'VOID',
    ])
      expect(text, shown).toContain(shown);
  });

  it('calls a draft a draft, and leaves out a logo it cannot embed', async () => {
    const draft = { ...invoice, number: null, status: 'draft' as const };
    const svg = { bytes: Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>'), type: 'image/svg+xml' };
    const text = pdfText(await renderInvoicePdf(draft, { name: 'Demo', logo: svg }, { compress: false }));
    expect(text).toContain('DRAFT');
    expect(text).toContain('Not numbered yet');
    expect(text).not.toContain('VOID');
  });
});
