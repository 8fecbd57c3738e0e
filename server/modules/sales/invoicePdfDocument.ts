import { readFileSync } from 'node:fs';
import PDFDocument from 'pdfkit';
import type { Invoice } from '../../../domain/sales/invoice';
import { invoiceFormat } from '../../../domain/sales/invoiceFormat';
import type { SeedLanguage } from '../../config';
import { drawText, heightOfText, LINE_HEIGHT, registerFonts, type TextStyle } from '../../pdf/text';

/** Who issues the invoice: the organisation's name, and its logo when it is one PDF can hold. */
export type Issuer = { name: string; logo: { bytes: Buffer; type: string } | null };

/** The languages an invoice prints in: the screens' (locales/). */
export type InvoiceLanguage = SeedLanguage;

/** PDF embeds PNG and JPEG images as they are; other logo types (SVG, GIF, WebP) are left out. */
const PDF_IMAGE_TYPES = new Set(['image/png', 'image/jpeg']);

const PAGE_MARGIN = 50;
const MUTED = '#555555';
const RULE = '#cccccc';

type Side = 'start' | 'end';
type FieldKey = keyof InvoiceTexts['fields'];

/** The table's columns: offset from the start margin, width, alignment, and their heading. */
const COLUMNS = [
  { key: 'description', label: 'description', x: 0, width: 190, side: 'start' },
  { key: 'quantity', label: 'quantity', x: 195, width: 40, side: 'end' },
  { key: 'unit_price', label: 'unitPrice', x: 240, width: 80, side: 'end' },
  { key: 'tax_rate', label: 'taxRate', x: 325, width: 50, side: 'end' },
  { key: 'tax_amount', label: 'tax', x: 380, width: 50, side: 'end' },
  { key: 'line_total', label: 'lineTotal', x: 435, width: 60, side: 'end' },
] as const satisfies readonly { key: string; label: FieldKey; x: number; width: number; side: Side }[];

/** The part of locales/<language>/invoices.json the PDF prints. */
interface InvoiceTexts {
  draftNumber: string;
  status: Record<Invoice['status'], string>;
  fields: Record<
    | 'order'
    | 'status'
    | 'issueDate'
    | 'dueDate'
    | 'currency'
    | 'subtotal'
    | 'taxTotal'
    | 'total'
    | 'tax'
    | 'notes'
    | 'description'
    | 'quantity'
    | 'unitPrice'
    | 'taxRate'
    | 'lineTotal',
    string
  >;
  preview: Record<'title' | 'draftTitle' | 'billTo', string>;
}

const textsByLanguage = new Map<InvoiceLanguage, InvoiceTexts>();

/** The invoice screens' own texts, so the PDF says what the preview says, in the reader's language. */
function invoiceTexts(language: InvoiceLanguage): InvoiceTexts {
  let texts = textsByLanguage.get(language);
  if (!texts) {
    texts = JSON.parse(
      readFileSync(new URL(`../../../locales/${language}/invoices.json`, import.meta.url), 'utf8'),
    ) as InvoiceTexts;
    textsByLanguage.set(language, texts);
  }
  return texts;
}

/**
 * An invoice as a PDF (A4) in `language`: its labels, dates and amounts as the preview shows
 * them, laid out right to left in Arabic. Names, addresses and lines print in whatever script
 * they are written (server/pdf/text.ts). `compress: false` leaves the page's content readable in
 * the file, for tests.
 */
export function renderInvoicePdf(
  invoice: Invoice,
  issuer: Issuer,
  options: { compress?: boolean; language?: InvoiceLanguage } = {},
): Promise<Buffer> {
  const language = options.language ?? 'en';
  const t = invoiceTexts(language);
  const format = invoiceFormat(language, t.draftNumber);
  const number = format.number(invoice.number);
  const title = invoice.number === null ? t.preview.draftTitle : t.preview.title;
  const doc = new PDFDocument({
    size: 'A4',
    margin: PAGE_MARGIN,
    compress: options.compress ?? true,
    lang: language,
    info: {
      Title: invoice.number === null ? title : `${title} ${number}`,
      Author: issuer.name,
      Subject: invoice.client_name,
    },
  });
  registerFonts(doc);
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });

  const amount = (value: string) => format.money(value, invoice.currency);
  const direction = language === 'ar' ? 'rtl' : 'ltr';
  const left = PAGE_MARGIN;
  const width = doc.page.width - PAGE_MARGIN * 2;
  /** The page's x of a box `x` from the start margin: the layout mirrors in a right-to-left language. */
  const at = (x: number, boxWidth: number) => (direction === 'rtl' ? left + width - x - boxWidth : left + x);
  /** Writes `text` in the box `x` from the start margin, and returns its height. */
  const put = (
    text: string,
    x: number,
    y: number,
    boxWidth: number,
    style: TextStyle,
    side: Side = 'start',
  ) =>
    drawText(doc, text, at(x, boxWidth), y, style, {
      width: boxWidth,
      align: (side === 'start') === (direction === 'ltr') ? 'left' : 'right',
      direction,
    });
  const rule = (y: number) =>
    doc
      .moveTo(left, y)
      .lineTo(left + width, y)
      .lineWidth(1)
      .strokeColor(RULE)
      .stroke();

  // Header: the issuer at the start, the document's name and number at the end.
  let top = PAGE_MARGIN;
  if (issuer.logo && PDF_IMAGE_TYPES.has(issuer.logo.type)) {
    try {
      doc.image(issuer.logo.bytes, at(0, 120), top, {
        fit: [120, 48],
        ...(direction === 'rtl' ? { align: 'right' as const } : {}),
      });
      top += 56;
    } catch {
      // A logo the image decoder cannot read is left out; the invoice still prints.
    }
  }
  const issuerHeight = put(issuer.name, 0, top, 280, { size: 16, bold: true });
  let headerBottom = PAGE_MARGIN;
  headerBottom += put(
    title.toLocaleUpperCase(language),
    300,
    headerBottom,
    width - 300,
    { size: 20, bold: true },
    'end',
  );
  headerBottom += put(number, 300, headerBottom, width - 300, { size: 11, color: MUTED }, 'end');

  // Dates, order and status, then the client's billing address.
  const facts: [string, string | null][] = [
    [t.fields.issueDate, format.date(invoice.issue_date)],
    [t.fields.dueDate, format.date(invoice.due_date)],
    [t.fields.order, invoice.order_number === null ? null : `#${invoice.order_number}`],
    [t.fields.currency, invoice.currency],
    [t.fields.status, t.status[invoice.status]],
  ];
  const blockTop = Math.max(headerBottom, top + issuerHeight) + 20;
  const small = { size: 10 };
  let y = blockTop;
  for (const [name, value] of facts) {
    if (!value) continue;
    put(name, 300, y, 90, { ...small, color: MUTED });
    y += put(value, 390, y, width - 390, small, 'end');
  }
  let billY = blockTop + put(t.preview.billTo, 0, blockTop, 280, { ...small, color: MUTED }) + 2;
  billY += put(invoice.client_name, 0, billY, 280, { ...small, bold: true });
  const address = [
    invoice.billing_address,
    [invoice.billing_postal_code, invoice.billing_city].filter(Boolean).join(' '),
    invoice.billing_state,
    invoice.billing_country,
  ].filter(Boolean);
  for (const line of address) billY += put(line, 0, billY, 280, small);

  // The lines.
  y = Math.max(billY, y) + 20;
  const heading = { size: 9, bold: true, color: MUTED };
  const headingHeight = Math.max(
    ...COLUMNS.map((c) => put(t.fields[c.label], c.x, y, c.width, heading, c.side)),
  );
  y += headingHeight + 2;
  rule(y);
  y += 6;
  const cell = { size: 9 };
  for (const line of invoice.lines) {
    const cells: Record<(typeof COLUMNS)[number]['key'], string> = {
      description: line.description,
      quantity: String(line.quantity),
      unit_price: amount(line.unit_price),
      tax_rate: `${Number(line.tax_rate)}%`,
      tax_amount: amount(line.tax_amount),
      line_total: amount(line.line_total),
    };
    const height = Math.max(
      ...COLUMNS.map((c) => heightOfText(doc, cells[c.key], cell, { width: c.width, direction })),
    );
    if (y + height > doc.page.height - PAGE_MARGIN - 80) {
      doc.addPage();
      y = PAGE_MARGIN;
    }
    for (const c of COLUMNS) put(cells[c.key], c.x, y, c.width, cell, c.side);
    y += height + 4;
  }
  rule(y);

  // Totals.
  y += 10;
  const totals: [string, string, boolean][] = [
    [t.fields.subtotal, amount(invoice.subtotal), false],
    [t.fields.taxTotal, amount(invoice.tax_total), false],
    [t.fields.total, amount(invoice.total), true],
  ];
  for (const [name, value, strong] of totals) {
    const style = strong ? { size: 12, bold: true } : small;
    put(name, 300, y, 100, strong ? style : { ...style, color: MUTED });
    y += put(value, 400, y, width - 400, style, 'end');
  }

  if (invoice.notes) {
    y += 20;
    y += put(t.fields.notes, 0, y, width, { ...small, bold: true, color: MUTED });
    put(invoice.notes, 0, y, width, small);
  }
  if (invoice.status === 'void') {
    const size = 90;
    drawText(
      doc,
      t.status.void.toLocaleUpperCase(language),
      0,
      doc.page.height / 2 - (size * LINE_HEIGHT) / 2,
      { size, bold: true, color: '#cc0000', opacity: 0.15 },
      { width: doc.page.width, align: 'center', direction },
    );
  }
  doc.end();
  return done;
}
