var admin_default = {
	menu: "管理",
	dashboard: {
		"title": "管理",
		"subtitle": "用户和组织概览。",
		"activeUsers": "活跃用户",
		"activeOrganizations": "启用的组织",
		"ofTotal": "共 {{total}} 个",
		"toUsers": "管理用户",
		"toOrganizations": "管理组织"
	}
};
export { admin_default as default };

//# sourceMappingURL=admin-j9pyz9uv.js.map