/** A product as the tracking pickers name it: its name, and its SKU to tell look-alikes apart. */
export const productChoiceLabel = (product: { name: string; sku: string }) =>
  `${product.name} (${product.sku})`;

/** A batch as the tracking pickers name it: its lot number. */
export const batchChoiceLabel = (batch: { lot_number: string }) => batch.lot_number;
