var roles_default = {
	superuser: "Superuser",
	super_admin: "Super administrator",
	admin: "Administrator",
	brand_manager: "Brand manager",
	CLIENT_ADMIN: "Client administrator",
	team_manager: "Team manager",
	manager: "Manager",
	sales: "Sales",
	sales_rep: "Sales representative",
	support: "Support",
	customer_support: "Customer support",
	hr: "HR",
	human_resources: "Human resources",
	user: "User",
	client: "Client"
};
export { roles_default as default };

//# sourceMappingURL=roles-DJQ8uV5k.js.map