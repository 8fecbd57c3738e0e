import PDFDocument from 'pdfkit';
import { invoiceNumberLabel, type Invoice } from '../../../domain/sales/invoice';

/** Who issues the invoice: the organisation's name, and its logo when it is one PDF can hold. */
export type Issuer = { name: string; logo: { bytes: Buffer; type: string } | null };

/** PDF embeds PNG and JPEG images as they are; other logo types (SVG, GIF, WebP) are left out. */
const PDF_IMAGE_TYPES = new Set(['image/png', 'image/jpeg']);

const PAGE_MARGIN = 50;
const MUTED = '#555555';
const RULE = '#cccccc';

/** The table's columns: x offset from the margin, width, alignment. */
const COLUMNS = [
  { key: 'description', label: 'Description', x: 0, width: 200, align: 'left' },
  { key: 'quantity', label: 'Qty', x: 205, width: 40, align: 'right' },
  { key: 'unit_price', label: 'Unit price', x: 250, width: 75, align: 'right' },
  { key: 'tax_rate', label: 'Tax %', x: 330, width: 40, align: 'right' },
  { key: 'tax_amount', label: 'Tax', x: 375, width: 55, align: 'right' },
  { key: 'line_total', label: 'Amount', x: 435, width: 60, align: 'right' },
] as const;

/**
 * An invoice as a PDF (A4, English, the organisation's currency formatting). `compress: false`
 * leaves the page's text readable in the file, for tests.
 */
export function renderInvoicePdf(
  invoice: Invoice,
  issuer: Issuer,
  options: { compress?: boolean } = {},
): Promise<Buffer> {
  const label = invoice.number === null ? 'Draft invoice' : `Invoice ${invoiceNumberLabel(invoice.number)}`;
  const doc = new PDFDocument({
    size: 'A4',
    margin: PAGE_MARGIN,
    compress: options.compress ?? true,
    info: { Title: label, Author: issuer.name, Subject: invoice.client_name },
  });
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });

  const money = new Intl.NumberFormat('en', { style: 'currency', currency: invoice.currency });
  const amount = (value: string) => money.format(value as unknown as number);
  const left = PAGE_MARGIN;
  const width = doc.page.width - PAGE_MARGIN * 2;

  // Header: the issuer on the left, the document's name and number on the right.
  let top = PAGE_MARGIN;
  if (issuer.logo && PDF_IMAGE_TYPES.has(issuer.logo.type)) {
    try {
      doc.image(issuer.logo.bytes, left, top, { fit: [120, 48] });
      top += 56;
    } catch {
      // A logo the image decoder cannot read is left out; the invoice still prints.
    }
  }
  doc.font('Helvetica-Bold').fontSize(16).fillColor('black').text(issuer.name, left, top, { width: 280 });
  doc
    .font('Helvetica-Bold')
    .fontSize(22)
    .text(invoice.number === null ? 'DRAFT' : 'INVOICE', left, PAGE_MARGIN, { width, align: 'right' });
  doc
    .font('Helvetica')
    .fontSize(11)
    .fillColor(MUTED)
    .text(invoice.number === null ? 'Not numbered yet' : invoiceNumberLabel(invoice.number), {
      width,
      align: 'right',
    })
    .text(`Status: ${invoice.status}`, { width, align: 'right' });

  // Dates and order, then the client's billing address.
  const facts: [string, string | null][] = [
    ['Issue date', invoice.issue_date],
    ['Due date', invoice.due_date],
    ['Order', invoice.order_number === null ? null : `#${invoice.order_number}`],
    ['Currency', invoice.currency],
  ];
  const blockTop = Math.max(doc.y, top + 30) + 20;
  let y = blockTop;
  doc.fontSize(10);
  for (const [name, value] of facts) {
    if (!value) continue;
    doc.fillColor(MUTED).text(name, left + 300, y, { width: 90 });
    doc.fillColor('black').text(value, left + 390, y, { width: width - 390, align: 'right' });
    y += 15;
  }
  const address = [
    invoice.billing_address,
    [invoice.billing_postal_code, invoice.billing_city].filter(Boolean).join(' '),
    invoice.billing_state,
    invoice.billing_country,
  ].filter(Boolean);
  doc.fillColor(MUTED).text('Bill to', left, blockTop);
  doc
    .font('Helvetica-Bold')
    .fillColor('black')
    .text(invoice.client_name, left, doc.y + 2, { width: 280 });
  doc.font('Helvetica');
  for (const line of address) doc.text(line, { width: 280 });

  // The lines.
  y = Math.max(doc.y, y) + 25;
  doc.font('Helvetica-Bold').fontSize(9).fillColor(MUTED);
  for (const c of COLUMNS) doc.text(c.label, left + c.x, y, { width: c.width, align: c.align });
  y += 14;
  doc
    .moveTo(left, y)
    .lineTo(left + width, y)
    .strokeColor(RULE)
    .stroke();
  y += 6;
  doc.font('Helvetica').fillColor('black');
  for (const line of invoice.lines) {
    const cells: Record<(typeof COLUMNS)[number]['key'], string> = {
      description: line.description,
      quantity: String(line.quantity),
      unit_price: amount(line.unit_price),
      tax_rate: `${line.tax_rate}%`,
      tax_amount: amount(line.tax_amount),
      line_total: amount(line.line_total),
    };
    const height = doc.heightOfString(line.description, { width: COLUMNS[0].width });
    if (y + height > doc.page.height - PAGE_MARGIN - 80) {
      doc.addPage();
      y = PAGE_MARGIN;
    }
    for (const c of COLUMNS) doc.text(cells[c.key], left + c.x, y, { width: c.width, align: c.align });
    y += Math.max(height, 12) + 6;
  }
  doc
    .moveTo(left, y)
    .lineTo(left + width, y)
    .strokeColor(RULE)
    .stroke();

  // Totals.
  y += 10;
  const totals: [string, string, boolean][] = [
    ['Subtotal', amount(invoice.subtotal), false],
    ['Tax', amount(invoice.tax_total), false],
    ['Total', amount(invoice.total), true],
  ];
  for (const [name, value, strong] of totals) {
    doc.font(strong ? 'Helvetica-Bold' : 'Helvetica').fontSize(strong ? 12 : 10);
    doc.fillColor(strong ? 'black' : MUTED).text(name, left + 300, y, { width: 100 });
    doc.fillColor('black').text(value, left + 400, y, { width: width - 400, align: 'right' });
    y += strong ? 18 : 15;
  }

  if (invoice.notes) {
    doc
      .font('Helvetica-Bold')
      .fontSize(10)
      .fillColor(MUTED)
      .text('Notes', left, y + 20);
    doc.font('Helvetica').fillColor('black').text(invoice.notes, { width });
  }
  if (invoice.status === 'void') {
    doc
      .font('Helvetica-Bold')
      .fontSize(90)
      .fillColor('#cc0000', 0.15)
      .text('VOID', 0, doc.page.height / 2 - 60, { width: doc.page.width, align: 'center' });
  }
  doc.end();
  return done;
}
