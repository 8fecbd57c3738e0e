var nav_default = {
	label: "Main navigation",
	ecommerce: "eCommerce dashboard",
	crm: "CRM dashboard",
	open: "Open navigation",
	collapse: "Collapse navigation",
	expand: "Expand navigation"
};
export { nav_default as default };

//# sourceMappingURL=nav-rIYpDtjJ.js.map