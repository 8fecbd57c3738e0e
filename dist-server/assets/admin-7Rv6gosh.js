var admin_default = {
	menu: "Administration",
	dashboard: {
		"title": "Administration",
		"subtitle": "Users and organisations at a glance.",
		"activeUsers": "Active users",
		"activeOrganizations": "Active organisations",
		"ofTotal": "of {{total}} in all",
		"toUsers": "Manage users",
		"toOrganizations": "Manage organisations"
	}
};
export { admin_default as default };

//# sourceMappingURL=admin-7Rv6gosh.js.map