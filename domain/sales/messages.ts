/** The sales area's own messages, as the API writes them (English); the screens translate them. */
export const salesMessages = {
  /** A seller's id that names none the caller may read. */
  sellerNotFound: 'Seller not found.',
  clientCodeTaken: 'A client with this code already exists',
  sellerCodeTaken: 'A seller with this code already exists',
  /** A user account is at most one seller. */
  userIsSeller: 'This user is already a seller.',
  portalEmailTaken: 'This client already has a portal contact with this email.',
  /** The fields a seller changes on their own profile; the rest are their manager's. */
  sellerOwnProfileOnly: 'Only a sales manager may change this field.',
  /** A field of a client the caller's role may not change (support changes only notes and status). */
  fieldNotYours: 'You may not change this field.',
  clientInUse: (n: number) =>
    `This client still has ${n} ${n === 1 ? 'order, invoice, environment or support ticket' : 'orders, invoices, environments or support tickets'}: it cannot be deleted.`,
  sellerInUse: (rows: number) =>
    `This seller still has ${rows} ${rows === 1 ? 'client or order' : 'clients or orders'}: it cannot be deleted.`,
} as const;
