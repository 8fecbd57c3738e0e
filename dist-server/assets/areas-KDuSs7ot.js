// domain/access/areas.ts
/** Every area, its subjects and its menu entries: the vocabulary, the seeded security catalogue and the menu derive from it. */
var AREAS = [
	{
		code: "platform",
		name: "Platform",
		subjects: [
			"Dashboard",
			"User",
			"Organization",
			"Team",
			"Settings",
			"security",
			"AdminPanel",
			"AclDemo"
		],
		menu: [
			{
				id: "ecommerce",
				label: "nav.ecommerce",
				path: "/dashboards/ecommerce",
				action: "read",
				subject: "Dashboard"
			},
			{
				id: "crm",
				label: "nav.crm",
				path: "/dashboards/crm"
			},
			{
				id: "adminDashboard",
				label: "admin.menu",
				path: "/admin/dashboard",
				action: "read",
				subject: "AdminPanel"
			},
			{
				id: "organizations",
				label: "organizations.menu",
				path: "/admin/organizations",
				action: "read",
				subject: "AdminPanel"
			},
			{
				id: "organizationProfile",
				label: "organizations.profile.menu",
				path: "/organization/profile",
				action: "read",
				subject: "Organization"
			},
			{
				id: "users",
				label: "users.menu",
				path: "/apps/user",
				action: "read",
				subject: "User"
			},
			{
				id: "account",
				label: "account.menu",
				path: "/pages/account-settings"
			},
			{
				id: "accessControl",
				label: "accessControl.menu",
				path: "/access-control",
				action: "read",
				subject: "AclDemo"
			},
			{
				id: "security",
				label: "security.menu",
				path: "/security",
				action: "read",
				subject: "security"
			}
		]
	},
	{
		code: "catalogue",
		name: "Product catalogue",
		subjects: [
			"Product",
			"Category",
			"Brand"
		],
		menu: [{
			id: "products",
			label: "products.menu",
			path: "/apps/products",
			section: "/apps/product-management",
			action: "read",
			subject: "Product"
		}]
	},
	{
		code: "sales",
		name: "Sales",
		subjects: [
			"Sale",
			"Order",
			"Customer"
		],
		menu: []
	},
	{
		code: "hr",
		name: "Human resources",
		subjects: [
			"HR",
			"Employee",
			"Performance",
			"apps-hr"
		],
		menu: []
	},
	{
		code: "tracking",
		name: "Tracking",
		subjects: ["TrackedProduct", "Batch"],
		menu: []
	},
	{
		code: "logistics",
		name: "Logistics",
		subjects: ["Logistics", "Shipping"],
		menu: []
	},
	{
		code: "workspace",
		name: "Workspace",
		subjects: [
			"Calendar",
			"Kanban",
			"Support",
			"Environment"
		],
		menu: []
	},
	{
		code: "analytics",
		name: "Analytics",
		subjects: ["Analytics", "Report"],
		menu: []
	}
];
/** Capitalised subjects name records (a product, an order); lower-case ones name screens. */
var isRecordSubject = (subject) => /^[A-Z]/.test(subject);
/** The subjects of the named areas, in the registry's order. */
function subjectsOf(...codes) {
	return AREAS.filter((area) => codes.includes(area.code)).flatMap((area) => area.subjects);
}
/**
* The menu, top to bottom: the areas' entries in the order the reader meets them (the
* catalogue sits among the platform's entries, before the personal and administrative ones).
*/
var MENU_ORDER = [
	"ecommerce",
	"crm",
	"adminDashboard",
	"users",
	"organizations",
	"products",
	"organizationProfile",
	"account",
	"accessControl",
	"security"
];
var ENTRIES = new Map(AREAS.flatMap((area) => area.menu.map((entry) => [entry.id, entry])));
/** Every menu entry, in the menu's order. */
var MENU_ENTRIES = MENU_ORDER.map((id) => ({
	...ENTRIES.get(id),
	id
}));
export { subjectsOf as i, MENU_ENTRIES as n, isRecordSubject as r, AREAS as t };

//# sourceMappingURL=areas-KDuSs7ot.js.map