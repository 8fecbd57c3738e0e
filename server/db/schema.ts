// Every table of the product, gathered for drizzle-kit and the typed query builder.
export * from '../modules/organizations/table';
export * from '../modules/users/table';
export * from '../modules/auth/tables';
export * from '../modules/mail/table';
export * from '../modules/audit/table';
export * from '../modules/security/tables';
export * from '../modules/catalogue/tables';
