// What the audit log records: every kind of object whose changes it keeps, and the actions
// written for each. The server's writeAudit accepts only these words (a new one is added here
// first), and the screens show each in the reader's language (a word here without texts in
// every language fails src/lib/vocabularyText.test.ts).

/** A resource declared on the server's resource layer: `<prefix>.create`, `.update`, `.delete`. */
const writes = <P extends string>(prefix: P) =>
  [`${prefix}.create`, `${prefix}.update`, `${prefix}.delete`] as const;

export const AUDITED = {
  User: ['user.create', 'user.update', 'user.signup', 'user.password_change', 'user.password_reset'],
  UserRole: ['user.security_roles'],
  SecurityRole: writes('role'),
  RolePermission: ['permission.grant', 'permission.update', 'permission.revoke'],
  SecurityPolicy: ['policy.update'],
  Organization: ['organization.create', 'organization.update', 'organization.logo'],
  Person: writes('person'),
  Employee: writes('employee'),
  PerformanceReview: [...writes('performancereview'), 'performancereview.transition'],
  Product: [...writes('product'), 'product.image.add', 'product.image.delete', 'product.image.reorder'],
  Brand: [...writes('brand'), 'brand.logo'],
  Category: [...writes('category'), 'category.logo'],
  ProductType: writes('producttype'),
  ProductStatus: writes('productstatus'),
  ProductLaunch: writes('productlaunch'),
  ProductReview: writes('productreview'),
  Referral: writes('referral'),
  // The catalogue settings' changes before they became the application parameters' catalogue tab.
  CatalogueSettings: ['catalogue_settings.update'],
  ApplicationParameters: ['application_parameters.update'],
  Group: writes('group'),
  Company: [...writes('company'), 'company.move'],
  Establishment: [...writes('establishment'), 'establishment.move'],
  Service: [...writes('service'), 'service.move'],
  Team: [...writes('team'), 'team.move'],
  Workplace: [...writes('workplace'), 'workplace.move'],
  Niveau: writes('niveau'),
  UnitStatus: writes('unitstatus'),
  UnitType: writes('unittype'),
  UnitAddress: writes('unitaddress'),
  UnitContact: writes('unitcontact'),
  Order: [...writes('order'), 'order.status', 'order.refund'],
  Seller: writes('seller'),
  Client: [...writes('client'), 'client.notifications'],
  ClientContact: writes('clientcontact'),
  Invoice: [...writes('invoice'), 'invoice.send', 'invoice.pay', 'invoice.overdue', 'invoice.void'],
  Environment: writes('environment'),
  Batch: [...writes('batch'), 'batch.serials'],
  TrackedProduct: [...writes('trackedproduct'), 'trackedproduct.event'],
  SupportTicket: [...writes('supportticket'), 'supportticket.reply'],
} as const;

export type AuditObjectType = keyof typeof AUDITED;
export type AuditAction = (typeof AUDITED)[AuditObjectType][number];

export const AUDIT_OBJECT_TYPES = Object.keys(AUDITED) as AuditObjectType[];
export const AUDIT_ACTIONS: readonly AuditAction[] = [...new Set(Object.values(AUDITED).flat())];

export const isAuditObjectType = (value: string): value is AuditObjectType => Object.hasOwn(AUDITED, value);
export const isAuditAction = (value: string): value is AuditAction =>
  (AUDIT_ACTIONS as readonly string[]).includes(value);
