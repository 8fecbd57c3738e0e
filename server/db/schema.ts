// Every table of the product, gathered for drizzle-kit and the typed query builder.
export * from './tables/organizations';
export * from './tables/users';
export * from '../modules/auth/tables';
export * from '../modules/mail/table';
export * from './tables/auditLogs';
export * from './tables/rateLimitHits';
export * from '../modules/security/tables';
export * from '../modules/catalogue/tables';
export * from '../modules/units/tables';
export * from '../modules/sales/tables';
export * from '../modules/sales/partyTables';
export * from '../modules/hr/tables';
export * from '../modules/tracking/tables';
export * from '../modules/support/tables';
export * from '../modules/parameters/tables';
