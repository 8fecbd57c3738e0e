/** The security area's routes share one OpenAPI tag. */
export const securityTag = { tags: ['security'] };
