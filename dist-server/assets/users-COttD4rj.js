var users_default = {
	menu: "用户",
	list: {
		"title": "用户",
		"subtitle": "您可以查看的人员：他们的角色、团队和状态。",
		"tableLabel": "用户",
		"search": "按姓名或邮箱搜索",
		"add": "添加用户",
		"empty": "暂无用户。",
		"loadFailed": "加载用户失败"
	},
	filters: {
		"role": "角色",
		"allRoles": "所有角色",
		"status": "状态",
		"allStatuses": "所有状态",
		"team": "团队",
		"anyTeam": "任意团队"
	},
	columns: {
		"user": "用户",
		"role": "角色",
		"team": "团队",
		"status": "状态",
		"lastLogin": "最近登录"
	},
	status: {
		"active": "已启用",
		"inactive": "已停用"
	},
	never: "从未",
	teamValue: "团队 {{id}}",
	brandValue: "品牌 {{id}}",
	fields: {
		"email": "邮箱",
		"firstName": "名",
		"lastName": "姓",
		"phoneNumber": "电话号码",
		"birthday": "生日",
		"department": "部门",
		"role": "角色",
		"organization": "组织",
		"team": "团队",
		"brand": "品牌",
		"isStaff": "员工",
		"isSuperuser": "超级用户",
		"password": "初始密码",
		"dateJoined": "加入时间",
		"lastLogin": "最近登录"
	},
	hints: {
		"organization": "将用户移到其他组织会清除其品牌。",
		"team": "团队尚未列出：请输入团队编号，留空表示无团队。",
		"brand": "其所在组织的品牌，或无。",
		"password": "至少 8 个字符。请当面告知对方，对方之后可以修改。",
		"resetLink": "对方会收到一封邮件，其中的链接可用于设置密码，72 小时内有效。"
	},
	brandChoice: {
		"none": "无品牌",
		"inactive": "{{name}}（已停用）"
	},
	create: {
		"title": "添加用户",
		"description": "新账户属于您的组织。",
		"descriptionAnyOrganization": "新账户属于您的组织，除非您另选组织。",
		"submit": "创建用户",
		"access": "首次登录",
		"setPassword": "设置密码",
		"emailLink": "通过邮件发送重置链接",
		"created": "已创建 {{email}}。",
		"createdWithLink": "已创建 {{email}}，并已发送设置密码的链接。"
	},
	view: {
		"back": "返回用户列表",
		"profile": "个人资料",
		"profileSubtitle": "账户的已保存信息。",
		"edit": "编辑",
		"deactivate": "停用",
		"reactivate": "重新启用",
		"notFound": "该用户不存在，或不在您可查看的范围内。",
		"loadFailed": "加载用户失败",
		"readOnly": "您可以查看此用户，但不能修改。",
		"yes": "是",
		"no": "否",
		"none": "无"
	},
	edit: {
		"title": "编辑 {{name}}",
		"description": "仅显示您有权修改的字段。",
		"submit": "保存更改",
		"saved": "更改已保存。"
	},
	deactivate: {
		"title": "停用 {{name}}？",
		"body": "对方将立即在所有设备上退出登录，并且在重新启用前无法登录。",
		"confirm": "停用",
		"done": "已停用 {{name}} 并使其退出登录。"
	},
	reactivate: {
		"title": "重新启用 {{name}}？",
		"body": "对方可以再次使用其密码登录。",
		"confirm": "重新启用",
		"done": "已重新启用 {{name}}。"
	},
	securityRoles: {
		"title": "安全角色",
		"subtitle": "自定义角色会在用户角色的权限之外增加权限。",
		"fromRole": "来自其角色",
		"assigned": "已分配的角色",
		"none": "未分配自定义角色。",
		"noneAvailable": "该组织尚无自定义角色。",
		"inactive": "已停用",
		"save": "保存角色",
		"reset": "撤销更改",
		"saved": "安全角色已保存，将从该用户的下一次请求起生效。",
		"saveFailed": "分配角色失败。",
		"loadFailed": "加载角色失败",
		"level": {
			"system": "系统",
			"organization": "组织",
			"department": "部门",
			"team": "团队"
		}
	}
};
export { users_default as default };

//# sourceMappingURL=users-COttD4rj.js.map