// domain/security/audited.ts
/** A resource declared on the server's resource layer: `<prefix>.create`, `.update`, `.delete`. */
var writes = (prefix) => [
	`${prefix}.create`,
	`${prefix}.update`,
	`${prefix}.delete`
];
var AUDITED = {
	User: [
		"user.create",
		"user.update",
		"user.signup",
		"user.password_change",
		"user.password_reset"
	],
	UserRole: ["user.security_roles"],
	SecurityRole: writes("role"),
	RolePermission: [
		"permission.grant",
		"permission.update",
		"permission.revoke"
	],
	SecurityPolicy: ["policy.update"],
	Organization: [
		"organization.create",
		"organization.update",
		"organization.logo"
	],
	Product: [
		...writes("product"),
		"product.image.add",
		"product.image.delete",
		"product.image.reorder"
	],
	Brand: [...writes("brand"), "brand.logo"],
	Category: [...writes("category"), "category.logo"],
	ProductType: writes("producttype"),
	ProductStatus: writes("productstatus"),
	ProductLaunch: writes("productlaunch"),
	ProductReview: writes("productreview"),
	Referral: writes("referral"),
	CatalogueSettings: ["catalogue_settings.update"],
	Group: writes("group"),
	Company: [...writes("company"), "company.move"],
	Establishment: [...writes("establishment"), "establishment.move"],
	Service: [...writes("service"), "service.move"],
	Team: [...writes("team"), "team.move"],
	Workplace: [...writes("workplace"), "workplace.move"],
	Niveau: writes("niveau"),
	UnitStatus: writes("unitstatus"),
	UnitType: writes("unittype"),
	UnitAddress: writes("unitaddress"),
	UnitContact: writes("unitcontact")
};
Object.keys(AUDITED);
var AUDIT_ACTIONS = [...new Set(Object.values(AUDITED).flat())];
var isAuditObjectType = (value) => Object.hasOwn(AUDITED, value);
var isAuditAction = (value) => AUDIT_ACTIONS.includes(value);
export { isAuditObjectType as n, isAuditAction as t };

//# sourceMappingURL=audited-Bask-g29.js.map