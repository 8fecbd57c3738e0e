var account_default = {
	menu: "账户设置",
	settingsTitle: "账户设置",
	settingsSubtitle: "您的个人资料和密码。",
	tabs: {
		"account": "账户",
		"security": "安全",
		"profile": "个人资料",
		"permissions": "权限"
	},
	userMenu: {
		"profile": "我的资料",
		"settings": "账户设置"
	},
	profile: {
		"accountTitle": "登录与组织",
		"accountSubtitle": "这些信息由管理员管理。",
		"name": "姓名",
		"email": "电子邮箱",
		"role": "角色",
		"organization": "组织",
		"title": "个人资料",
		"subtitle": "请及时更新您的姓名和联系方式。",
		"firstName": "名",
		"lastName": "姓",
		"phoneNumber": "电话号码",
		"birthday": "生日",
		"department": "部门",
		"notEditable": "您的角色无权修改此字段。",
		"save": "保存更改",
		"reset": "重置",
		"saved": "您的个人资料已保存。",
		"saveFailed": "无法保存您的个人资料，请重试。"
	},
	security: {
		"title": "修改密码",
		"subtitle": "请输入当前密码，然后输入两次新密码。",
		"oldPassword": "当前密码",
		"newPassword": "新密码",
		"newPasswordHint": "至少 8 个字符。",
		"confirmPassword": "确认新密码",
		"submit": "修改密码",
		"clear": "清空",
		"changed": "您的密码已修改。",
		"changedDetail": "您已在其他设备上退出登录。当前会话在过期前保持有效；之后请使用新密码登录。",
		"changeFailed": "无法修改您的密码，请重试。"
	},
	userProfile: {
		"title": "用户资料",
		"joined": "加入于 {{date}}",
		"team": "团队",
		"brand": "品牌",
		"notSet": "未设置",
		"about": "简介",
		"edit": "编辑资料",
		"lastLogin": "上次登录",
		"status": "状态",
		"active": "已启用",
		"inactive": "已停用"
	},
	permissions: {
		"title": "您的权限",
		"subtitle": "您的会话所携带的规则。后面的规则优先于前面的规则。",
		"effect": "效果",
		"action": "操作",
		"subject": "对象",
		"conditions": "条件",
		"fields": "字段",
		"allow": "允许",
		"deny": "拒绝",
		"anyRecord": "任意记录",
		"allFields": "所有字段",
		"empty": "您的会话没有任何规则。"
	}
};
export { account_default as default };

//# sourceMappingURL=account-2F_knXdX.js.map