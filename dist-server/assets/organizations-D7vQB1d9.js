var organizations_default = {
	menu: "组织",
	logoAlt: "{{name}} 的标志",
	list: {
		"title": "组织",
		"subtitle": "平台上的组织（租户）：创建、编辑、停用它们。",
		"add": "添加组织",
		"tableLabel": "组织",
		"search": "按名称或代码搜索",
		"empty": "暂无组织。",
		"loadFailed": "加载组织失败"
	},
	columns: {
		"organization": "组织",
		"code": "代码",
		"users": "用户",
		"created": "创建时间",
		"status": "状态",
		"actions": "操作"
	},
	fields: {
		"name": "名称",
		"isActive": "启用：其用户可以登录",
		"adminEmail": "首位管理员的邮箱",
		"adminFirstName": "名",
		"adminLastName": "姓",
		"adminRole": "角色"
	},
	dialog: {
		"addTitle": "添加组织",
		"editTitle": "编辑 {{name}}",
		"dialogDescription": "组织创建后立即获得内置角色和安全策略。",
		"create": "创建组织",
		"save": "保存",
		"created": "组织已创建",
		"updated": "组织已保存",
		"createFailed": "无法创建组织",
		"updateFailed": "无法保存组织",
		"logoFailed": "组织已保存，但标志未保存",
		"codeSanitized": "代码已修正为有效格式",
		"inviteAdmin": "邀请首位管理员",
		"inviteHint": "对方将收到一封含有设置密码链接的邮件。"
	},
	actions: {
		"edit": "编辑 {{name}}",
		"deactivate": "停用",
		"reactivate": "重新启用"
	},
	confirm: {
		"deactivateTitle": "停用 {{name}}？",
		"reactivateTitle": "重新启用 {{name}}？",
		"deactivateBody": "其用户将立即退出登录，在重新启用前无法登录。",
		"reactivateBody": "其用户将可以再次登录。",
		"deactivated": "{{name}} 已停用",
		"reactivated": "{{name}} 已重新启用"
	},
	profile: {
		"menu": "组织资料",
		"title": "组织资料",
		"subtitle": "您所工作的组织：名称和标志。",
		"edit": "编辑资料",
		"loadFailed": "加载组织失败",
		"retry": "重试"
	},
	switcher: {
		"label": "当前工作的组织",
		"all": "所有组织",
		"failed": "无法切换组织"
	},
	messages: {
		"organizationCodeTaken": "已存在使用此代码的组织。",
		"ownOrganization": "您不能停用自己的组织。",
		"adminEmailTaken": "已存在使用该邮箱的用户。",
		"adminRole": "首位管理员须为管理员或客户管理员。",
		"managersOnly": "只有管理组织的人可以更改此项。",
		"nameMin": "名称至少需要 2 个字符。",
		"nameMax": "名称必须少于 100 个字符。",
		"nameInvalid": "名称包含无效字符。",
		"codeMin": "代码至少需要 2 个字符。",
		"codeMax": "代码必须少于 50 个字符。",
		"codeFormat": "代码只能包含大写字母、数字和下划线。",
		"codeTaken": "该代码已被使用",
		"descriptionMax": "描述必须少于 500 个字符。",
		"website": "请输入有效的 http 或 https 网址。",
		"endBeforeStart": "结束日期必须晚于开始日期。",
		"referenceNotFound": "在此组织中未找到。",
		"positive": "必须为正数。",
		"notNegative": "必须大于或等于零。",
		"fileType": "仅允许 JPEG、PNG、GIF、WebP 或 SVG 图片。",
		"fileSize": "文件大于 5 MB。",
		"fileEmpty": "文件为空。",
		"unsavedChanges": "您有未保存的更改。确定要关闭吗？",
		"cannotBeUndone": "此操作无法撤销。"
	}
};
export { organizations_default as default };

//# sourceMappingURL=organizations-D7vQB1d9.js.map