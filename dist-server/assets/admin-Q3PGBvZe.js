var admin_default = {
	menu: "Administration",
	dashboard: {
		"title": "Administration",
		"subtitle": "Utilisateurs et organisations en un coup d’œil.",
		"activeUsers": "Utilisateurs actifs",
		"activeOrganizations": "Organisations actives",
		"ofTotal": "sur {{total}} au total",
		"toUsers": "Gérer les utilisateurs",
		"toOrganizations": "Gérer les organisations"
	}
};
export { admin_default as default };

//# sourceMappingURL=admin-Q3PGBvZe.js.map