var admin_default = {
	menu: "الإدارة",
	dashboard: {
		"title": "الإدارة",
		"subtitle": "نظرة سريعة على المستخدمين والمؤسسات.",
		"activeUsers": "المستخدمون النشطون",
		"activeOrganizations": "المؤسسات النشطة",
		"ofTotal": "من أصل {{total}}",
		"toUsers": "إدارة المستخدمين",
		"toOrganizations": "إدارة المؤسسات"
	}
};
export { admin_default as default };

//# sourceMappingURL=admin-CipWg_VZ.js.map