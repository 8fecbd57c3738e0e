var pages_default = {
	backHome: "返回首页",
	comingSoon: {
		"title": "即将推出",
		"body": "此页面仍在建设中，请稍后再来看看有什么新内容。"
	},
	maintenance: {
		"title": "维护中",
		"body": "我们正在改进服务，很快就会恢复。感谢您的耐心等待。"
	},
	pricing: {
		"title": "价格",
		"subtitle": "简单的方案，随您的组织一同成长。每个方案都包含全部四种语言。",
		"perUser": "每用户 / 每月",
		"popular": "最受欢迎",
		"cta": "立即开始",
		"note": "价格不含增值税。您可以随时更换方案。",
		"plans": {
			"starter": {
				"name": "入门版",
				"description": "适合刚开始规范管理的小团队。",
				"features": {
					"users": "最多 5 个用户",
					"organisation": "一个组织",
					"languages": "英语、法语、阿拉伯语和中文",
					"support": "社区支持"
				}
			},
			"business": {
				"name": "商业版",
				"description": "适合拥有多个站点和团队的公司。",
				"features": {
					"users": "最多 100 个用户",
					"structure": "公司、机构和团队",
					"roles": "自定义角色和权限",
					"support": "邮件支持"
				}
			},
			"enterprise": {
				"name": "企业版",
				"description": "适合包含众多组织的集团。",
				"features": {
					"users": "不限用户数",
					"organisations": "多个组织",
					"security": "审计日志和安全策略",
					"support": "优先支持和上手指导"
				}
			}
		}
	},
	faq: {
		"title": "常见问题",
		"subtitle": "登录、密码和语言。",
		"items": {
			"signIn": {
				"question": "如何登录？",
				"answer": "打开登录页面，输入您账户的工作邮箱和密码。登录后，您会进入仪表板，或进入您原本想打开的页面。"
			},
			"account": {
				"question": "如何获得账户？",
				"answer": "账户通常由您所在组织的管理员创建，请联系管理员。部分服务器也允许通过登录页面上的“创建账户”链接自行注册。"
			},
			"forgot": {
				"question": "忘记密码了怎么办？",
				"answer": "在登录页面点击“忘记密码？”，然后输入您的邮箱地址。如果该地址对应某个账户，您将收到一封包含设置新密码链接的邮件。"
			},
			"expired": {
				"question": "密码重置链接无法使用。",
				"answer": "重置链接只能使用一次，并在一小时后失效。请在“忘记密码？”页面重新申请，并使用最新的那封邮件。"
			},
			"password": {
				"question": "怎样的密码才有效？",
				"answer": "密码至少需要 8 个字符。一句较长且未在其他地方使用过的短语，既更安全，也更容易记住。"
			},
			"signedOut": {
				"question": "为什么我被退出登录了？",
				"answer": "为了您的安全，在 30 分钟无操作后或密码被更改时，系统会自动退出登录。请重新登录以继续。"
			},
			"language": {
				"question": "如何切换语言？",
				"answer": "使用每个页面顶部的语言菜单。应用支持英语、法语、阿拉伯语和中文；阿拉伯语从右向左显示。"
			}
		}
	}
};
export { pages_default as default };

//# sourceMappingURL=pages-B-yUATTH.js.map