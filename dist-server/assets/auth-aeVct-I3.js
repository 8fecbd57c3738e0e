var auth_default = {
	signInTitle: "登录",
	signInSubtitle: "请使用工作邮箱和密码登录。",
	email: "邮箱",
	password: "密码",
	signIn: "登录",
	signOut: "退出登录",
	failed: "身份验证失败",
	signedInAs: "已登录：{{email}}（{{role}}）",
	forgotPasswordLink: "忘记密码？",
	noAccount: "第一次来？",
	createAccountLink: "创建账户",
	haveAccount: "已有账户？",
	signInInstead: "直接登录",
	backToLogin: "返回登录",
	accountCreated: "您的账户已创建，请使用新密码登录。",
	passwordHint: "至少 {{min}} 个字符。",
	brand: {
		"tagline": "一个后台，管理整个组织。",
		"organisations": "公司、机构、团队和人员集中管理。",
		"access": "通过角色和权限决定谁能看到什么。",
		"languages": "支持英语、法语、阿拉伯语和中文。"
	},
	register: {
		"title": "创建账户",
		"subtitle": "填写您的信息即可开始。",
		"firstName": "名",
		"lastName": "姓",
		"confirmPassword": "确认密码",
		"submit": "创建账户",
		"failed": "无法创建账户"
	},
	steps: {
		"account": "账户",
		"personal": "个人信息",
		"confirm": "确认",
		"review": "请核对您的信息，然后创建账户。",
		"next": "下一步",
		"back": "上一步"
	},
	forgot: {
		"title": "忘记密码了？",
		"subtitle": "输入您的邮箱地址，我们会发送一个用于设置新密码的链接。",
		"submit": "发送重置链接",
		"sentTitle": "请查收邮件",
		"sent": "如果 {{email}} 对应某个账户，我们已向其发送一封包含密码重置链接的邮件。该链接仅可使用一次，有效期为一小时。",
		"again": "使用其他地址"
	},
	reset: {
		"title": "设置新密码",
		"subtitle": "新密码将替换旧密码，并使您在所有设备上退出登录。",
		"newPassword": "新密码",
		"confirmPassword": "确认新密码",
		"submit": "保存新密码",
		"failed": "无法重置密码",
		"badLink": "此密码重置链接无效。",
		"requestNew": "重新获取链接",
		"missingTitle": "链接不完整",
		"missing": "要设置新密码，请打开密码重置邮件中的链接。您使用的地址缺少该链接的一部分，因此无法使用。您可以重新申请一封邮件。",
		"doneTitle": "密码已更改",
		"done": "新密码已保存，请使用它登录以继续。"
	},
	twoSteps: {
		"title": "两步验证",
		"subtitle": "请输入身份验证器应用中的 {{length}} 位验证码。",
		"codeLabel": "安全验证码",
		"digit": "第 {{position}} 位，共 {{total}} 位",
		"codeInvalid": "请输入完整的 {{length}} 位验证码。",
		"submit": "验证",
		"notEnabledTitle": "此账户未启用两步验证",
		"notEnabled": "此服务器暂不提供两步验证，因此不会发送验证码，也无法校验任何验证码。请使用邮箱和密码登录。",
		"notCheckedTitle": "无法校验验证码",
		"notChecked": "验证码格式正确，但此账户未启用两步验证，因此未进行校验。请改用邮箱和密码登录。"
	},
	verifyEmail: {
		"title": "请查收邮件",
		"subtitle": "我们已向您发送一封包含链接的邮件。",
		"body": "打开邮件并点击其中的链接以继续。该链接仅可使用一次，并会在一段时间后失效。",
		"notReceived": "几分钟后仍未收到？请检查垃圾邮件文件夹，或重新申请链接。",
		"newLink": "重新发送链接"
	},
	sessionEnded: {
		"refresh_token_reused": "您已被登出，因为您的登录在其他地方被使用。请重新登录；如果那不是您本人，请修改密码。",
		"session_tampered": "您已被登出，因为此浏览器中保存的会话在应用之外被修改。请重新登录。"
	}
};
export { auth_default as default };

//# sourceMappingURL=auth-aeVct-I3.js.map