import { describe, expect, it } from 'vitest';
import type { Invoice } from '../../../domain/sales/invoice';
import { renderInvoicePdf } from './invoicePdfDocument';

/** One piece of text the page draws (one `doc.text` of a run): its font, where it starts, its characters as drawn, left to right. */
interface Drawn {
  font: string;
  x: number;
  y: number;
  glyphs: number[];
  text: string;
}

/**
 * What an uncompressed PDF draws, read back through each font's ToUnicode map (the glyph ids
 * pdfkit writes are the embedded subset's). A glyph that maps to no character (a part of an
 * Arabic letter the font draws apart) adds nothing to `text`.
 */
function drawn(pdf: Buffer): Drawn[] {
  const file = pdf.toString('latin1');
  const object = (id: string) => new RegExp(`\\n${id} 0 obj\\n([\\s\\S]*?)\\nendobj`).exec(file)![1]!;
  const fonts = new Map<string, { name: string; unicode: string[] }>();
  for (const [, resource, id] of file.matchAll(/\/(F\d+) (\d+) 0 R/g)) {
    const dict = object(id!);
    const name = /\/BaseFont \/\w+\+([\w-]+)/.exec(dict)?.[1] ?? 'standard';
    const cmap = /\/ToUnicode (\d+) 0 R/.exec(dict);
    const unicode: string[] = [];
    const ranges = cmap ? object(cmap[1]!).matchAll(/<([0-9a-f]{4})> <[0-9a-f]{4}> \[(.*)\]/g) : [];
    for (const [, first, list] of ranges)
      [...list!.matchAll(/<([0-9a-f]*)>/g)].forEach(([, hex], i) => {
        unicode[parseInt(first!, 16) + i] = Buffer.from(hex!, 'hex').swap16().toString('utf16le');
      });
    fonts.set(resource!, { name, unicode });
  }
  const result: Drawn[] = [];
  for (const [, block] of file.matchAll(/\nBT\n([\s\S]*?)\nET/g)) {
    const [, x, y] = /1 0 0 1 ([\d.]+) ([\d.]+) Tm/.exec(block!)!;
    const font = fonts.get(/\/(F\d+) [\d.]+ Tf/.exec(block!)![1]!)!;
    const glyphs = [...block!.matchAll(/<([0-9a-f]+)>/g)].flatMap(([, hex]) =>
      hex!.match(/.{4}/g)!.map((gid) => parseInt(gid, 16)),
    );
    const text = glyphs.map((gid) => font.unicode[gid] ?? '').join('');
    result.push({ font: font.name, x: Number(x), y: Number(y), glyphs, text });
  }
  return result;
}

const pdfText = (pdf: Buffer) => drawn(pdf).map((piece) => piece.text);

/** The text of each line, its runs (one per font) joined left to right. */
const pdfLines = (pdf: Buffer) => {
  const lines = new Map<number, Drawn[]>();
  for (const piece of drawn(pdf)) {
    const baseline = Math.round(piece.y);
    lines.set(baseline, [...(lines.get(baseline) ?? []), piece]);
  }
  return [...lines.values()].map((pieces) =>
    pieces
      .sort((a, b) => a.x - b.x)
      .map((p) => p.text)
      .join(''),
  );
};

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
      '20%',
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
    expect(text).toContain('DRAFT INVOICE');
    expect(text).toContain('Draft');
    expect(text).not.toContain('VOID');
  });

  const arabicClient = 'شركة الخليج';
  const arabicLine = 'استشارة تقنية (يومان) لنظام ERP';
  const chineseLine = '北京办公室软件安装与培训服务';
  const multilingual: Invoice = {
    ...invoice,
    status: 'sent',
    client_name: arabicClient,
    billing_address: '١٢ شارع الملك فهد',
    billing_city: 'الرياض',
    notes: '请于三十天内付款。',
    lines: [
      { ...invoice.lines[0]!, description: arabicLine },
      { ...invoice.lines[0]!, position: 1, description: chineseLine },
    ],
  };
  /** The characters of `logical` that `shown` holds, in the order they are read. */
  const readBack = (shown: string, logical: string) =>
    [...logical].filter((char) => shown.includes(char)).join('');

  it('embeds fonts that draw Arabic and Chinese, every character with a glyph of its own', async () => {
    const pieces = drawn(
      await renderInvoicePdf(multilingual, { name: '上海云端科技', logo: null }, { compress: false }),
    );
    expect(new Set(pieces.map((p) => p.font))).toEqual(
      new Set([
        'NotoSans-Regular',
        'NotoSans-Bold',
        'NotoSansArabic-Regular',
        'NotoSansArabic-Bold',
        'NotoSansSC-Regular',
      ]),
    );
    // Glyph 0 is .notdef, the empty box a font draws for a character it lacks.
    expect(pieces.filter((p) => p.glyphs.includes(0))).toEqual([]);
    const text = pieces.map((p) => p.text);
    expect(text).toContain(chineseLine);
    expect(text).toContain('上海云端科技');
    expect(text).toContain('请于三十天内付款。');
    // The client's name is drawn in the bold Arabic font, right to left: its letters come out reversed.
    const client = pieces.find((p) => p.font === 'NotoSansArabic-Bold' && p.text.includes('ش'))!;
    const reversed = [...client.text].reverse().join('');
    expect(readBack(reversed, arabicClient).length).toBeGreaterThan(4);
    expect(arabicClient.replaceAll(' ', '')).toContain(reversed.replaceAll(' ', '').slice(0, 3));
  });

  it('lays a right-to-left line out in visual order: the Latin at its end stands to the left of the Arabic', async () => {
    const pieces = drawn(
      await renderInvoicePdf(multilingual, { name: 'Demo', logo: null }, { compress: false }),
    );
    const erp = pieces.find((p) => p.text === 'ERP')!;
    const arabic = pieces.find((p) => p.y === erp.y && p.font === 'NotoSansArabic-Regular')!;
    expect(erp.x).toBeLessThan(arabic.x);
    // Reversed, "(يومان)" would read ")يومان(": its brackets are mirrored so they still enclose the word.
    expect(arabic.text.indexOf('(')).toBeLessThan(arabic.text.indexOf(')'));
  });

  it('prints its labels, dates and amounts in the reader’s language', async () => {
    const zh = pdfLines(
      await renderInvoicePdf(invoice, { name: 'Demo', logo: null }, { compress: false, language: 'zh' }),
    );
    for (const shown of ['发票', '开票对象', '描述', '总计', '2026年3月1日', '€1,481.40', '已作废'])
      expect(
        zh.some((line) => line.includes(shown)),
        shown,
      ).toBe(true);
    const fr = pdfText(
      await renderInvoicePdf(invoice, { name: 'Demo', logo: null }, { compress: false, language: 'fr' }),
    );
    for (const shown of ['FACTURE', 'Facturer à', '1 mars 2026', '1\u202f481,40\u00a0€', 'ANNULÉE'])
      expect(fr, shown).toContain(shown);
  });

  it('mirrors the page in Arabic: the issuer at the right, the number at the left', async () => {
    const page = (language: 'en' | 'ar') =>
      renderInvoicePdf(invoice, { name: 'Demo Company', logo: null }, { compress: false, language }).then(
        drawn,
      );
    const x = (pieces: Drawn[], text: string) => pieces.find((p) => p.text === text)!.x;
    const [en, ar] = await Promise.all([page('en'), page('ar')]);
    expect(x(en, 'Demo Company')).toBeLessThan(x(en, 'INV-00042'));
    expect(x(ar, 'Demo Company')).toBeGreaterThan(x(ar, 'INV-00042'));
    expect(ar.some((p) => p.font === 'NotoSansArabic-Bold')).toBe(true);
  });
});
