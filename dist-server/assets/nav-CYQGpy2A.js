var nav_default = {
	label: "التنقل الرئيسي",
	ecommerce: "لوحة التجارة الإلكترونية",
	crm: "لوحة إدارة العملاء",
	open: "فتح التنقل",
	collapse: "تصغير قائمة التنقل",
	expand: "توسيع قائمة التنقل"
};
export { nav_default as default };

//# sourceMappingURL=nav-CYQGpy2A.js.map