var roles_default = {
	superuser: "مستخدم خارق",
	super_admin: "مشرف عام",
	admin: "مشرف",
	brand_manager: "مدير علامة تجارية",
	CLIENT_ADMIN: "مشرف العميل",
	team_manager: "مدير فريق",
	manager: "مدير",
	sales: "المبيعات",
	sales_rep: "مندوب مبيعات",
	support: "الدعم",
	customer_support: "دعم العملاء",
	hr: "الموارد البشرية (HR)",
	human_resources: "الموارد البشرية",
	user: "مستخدم",
	client: "عميل"
};
export { roles_default as default };

//# sourceMappingURL=roles-BzB77yR1.js.map