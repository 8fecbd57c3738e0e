var accessControl_default = {
	menu: "访问控制",
	title: "您可以做什么",
	subtitle: "您在本后台中的权限，按领域列出：您的角色以及授予您的权限所允许的操作。",
	signedInAs: "当前登录：{{email}}",
	viewRules: "查看我的规则",
	nothing: "您的账户目前在此还不能执行任何操作。请向管理员申请所需的权限。",
	mine: {
		"verbs": {
			"read": "查看",
			"create": "添加",
			"update": "修改",
			"delete": "删除",
			"export": "导出",
			"approve": "审批",
			"process": "处理",
			"cancel": "取消"
		},
		"anything": "全部操作",
		"reach": {
			"everywhere": "所有组织",
			"organization": "您所在的组织",
			"brand": "仅限您的品牌",
			"team": "仅限您的团队",
			"own": "仅限您自己的",
			"someRecords": "仅部分记录"
		},
		"someFields": "仅部分字段"
	}
};
export { accessControl_default as default };

//# sourceMappingURL=accessControl-BumCus7T.js.map