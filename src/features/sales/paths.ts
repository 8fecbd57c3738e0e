// Routes of the sales area (platform spec §2: sale/client, sale/order, sale/seller, invoice,
// environment/client) and its menu entries (§2 "menu routes by right").

/** Menu entries: each redirects to its list; the section keeps the entry highlighted on its screens. */
export const SALES_MENU_PATH = '/apps/sales';
export const ORDERS_MENU_PATH = '/apps/orders';
export const CUSTOMERS_MENU_PATH = '/apps/customers';

/** Orders', clients' and sellers' pages: src/lib/recordPaths.ts, where other areas' screens find them. */
export {
  CLIENT_LIST_PATH,
  CLIENT_SECTION,
  clientDetailsPath,
  ORDER_LIST_PATH,
  ORDER_SECTION,
  orderDetailsPath,
  SELLER_LIST_PATH,
  SELLER_SECTION,
  sellerDetailsPath,
} from '../../lib/recordPaths';

export const INVOICE_SECTION = '/apps/invoice';
export const INVOICE_LIST_PATH = `${INVOICE_SECTION}/list`;
export const INVOICE_ADD_PATH = `${INVOICE_SECTION}/add`;
/** A new invoice's form, drafting from the order `id`. */
export const invoiceFromOrderPath = (id: number) => `${INVOICE_ADD_PATH}?order=${id}`;
export const invoiceEditPath = (id: number | string) => `${INVOICE_SECTION}/edit/${id}`;
export const invoicePreviewPath = (id: number | string) => `${INVOICE_SECTION}/preview/${id}`;

export const ENVIRONMENT_SECTION = '/apps/environment/client';
export const ENVIRONMENT_LIST_PATH = `${ENVIRONMENT_SECTION}/list`;
export const ENVIRONMENT_ADD_PATH = `${ENVIRONMENT_SECTION}/add`;
export const environmentEditPath = (id: number | string) => `${ENVIRONMENT_SECTION}/edit/${id}`;
export const environmentViewPath = (id: number | string) => `${ENVIRONMENT_SECTION}/view/${id}`;
