/**
 * The sales area's closed vocabularies (business spec §2, §3), as stored and as the API writes
 * them. Order statuses and payment states are in `orderStatus.ts` (the order machine's).
 */

/** A client is a person or a company. */
export const CLIENT_KINDS = ['person', 'company'] as const;
export type ClientKind = (typeof CLIENT_KINDS)[number];

/** A prospect has not ordered yet; a blocked client may not order. */
export const CLIENT_STATUSES = ['prospect', 'active', 'inactive', 'blocked'] as const;
export type ClientStatus = (typeof CLIENT_STATUSES)[number];

/** A seller's grade, junior to lead. */
export const SELLER_LEVELS = ['junior', 'intermediate', 'senior', 'lead'] as const;
export type SellerLevel = (typeof SELLER_LEVELS)[number];

/** An invoice's life: a draft is edited, then sent (numbered), then paid, overdue or voided. */
export const INVOICE_STATUSES = ['draft', 'sent', 'paid', 'overdue', 'void'] as const;
export type InvoiceStatus = (typeof INVOICE_STATUSES)[number];

/** What a client environment is for. */
export const ENVIRONMENT_KINDS = ['production', 'staging', 'test', 'development'] as const;
export type EnvironmentKind = (typeof ENVIRONMENT_KINDS)[number];

export const ENVIRONMENT_STATUSES = ['active', 'maintenance', 'retired'] as const;
export type EnvironmentStatus = (typeof ENVIRONMENT_STATUSES)[number];

/** The documents numbered per organisation without reuse (orders) or gaps (invoices). */
export const NUMBERED_DOCUMENTS = ['order', 'invoice'] as const;
export type NumberedDocument = (typeof NUMBERED_DOCUMENTS)[number];
