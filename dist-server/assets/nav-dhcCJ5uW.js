var nav_default = {
	label: "Navigation principale",
	ecommerce: "Tableau de bord e-commerce",
	crm: "Tableau de bord CRM",
	open: "Ouvrir la navigation",
	collapse: "Réduire la navigation",
	expand: "Déployer la navigation"
};
export { nav_default as default };

//# sourceMappingURL=nav-dhcCJ5uW.js.map