var roles_default = {
	superuser: "Superutilisateur",
	super_admin: "Super-administrateur",
	admin: "Administrateur",
	brand_manager: "Responsable de marque",
	CLIENT_ADMIN: "Administrateur client",
	team_manager: "Chef d'équipe",
	manager: "Gestionnaire",
	sales: "Ventes",
	sales_rep: "Commercial",
	support: "Assistance",
	customer_support: "Service client",
	hr: "RH",
	human_resources: "Ressources humaines",
	user: "Utilisateur",
	client: "Client final"
};
export { roles_default as default };

//# sourceMappingURL=roles-DIH5x1LO.js.map