var roles_default = {
	superuser: "超级用户",
	super_admin: "超级管理员",
	admin: "管理员",
	brand_manager: "品牌经理",
	CLIENT_ADMIN: "客户管理员",
	team_manager: "团队经理",
	manager: "经理",
	sales: "销售",
	sales_rep: "销售代表",
	support: "支持",
	customer_support: "客户支持",
	hr: "人事",
	human_resources: "人力资源",
	user: "普通用户",
	client: "客户"
};
export { roles_default as default };

//# sourceMappingURL=roles-Bqx0pVZm.js.map