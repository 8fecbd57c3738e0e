var vocabulary_default = {
	subjects: {
		"all": "全部",
		"Dashboard": "仪表板",
		"User": "用户",
		"Organization": "组织",
		"Team": "团队",
		"Settings": "设置",
		"security": "安全",
		"AdminPanel": "管理面板",
		"AclDemo": "访问控制演示",
		"Product": "产品",
		"Category": "类别",
		"Brand": "品牌",
		"Sale": "销售",
		"Order": "订单",
		"Customer": "客户",
		"HR": "人力资源",
		"Employee": "员工",
		"Performance": "绩效",
		"apps-hr": "人力资源页面",
		"TrackedProduct": "追踪产品",
		"Batch": "批次",
		"Logistics": "物流",
		"Shipping": "发货",
		"Calendar": "日历",
		"Kanban": "看板",
		"Support": "支持",
		"Environment": "环境",
		"Analytics": "分析",
		"Report": "报表"
	},
	actions: {
		"manage": "管理",
		"create": "创建",
		"read": "读取",
		"update": "更新",
		"delete": "删除",
		"export": "导出",
		"approve": "审批",
		"process": "处理",
		"cancel": "取消"
	},
	applications: {
		"platform": "平台",
		"catalogue": "产品目录",
		"sales": "销售",
		"hr": "人力资源",
		"tracking": "追踪",
		"logistics": "物流",
		"workspace": "工作区",
		"analytics": "分析"
	},
	objectTypes: {
		"User": "用户",
		"UserRole": "用户角色",
		"SecurityRole": "安全角色",
		"RolePermission": "角色权限",
		"SecurityPolicy": "安全策略",
		"Product": "产品",
		"Brand": "品牌",
		"Category": "类别",
		"ProductType": "产品类型",
		"ProductStatus": "产品状态",
		"ProductLaunch": "产品发布",
		"ProductReview": "产品评价",
		"Referral": "推荐",
		"CatalogueSettings": "目录设置",
		"Organization": "组织",
		"Group": "集团",
		"Company": "公司",
		"Establishment": "机构",
		"Service": "部门",
		"Team": "团队",
		"Workplace": "工作地点",
		"Niveau": "级别",
		"UnitStatus": "单位状态",
		"UnitType": "单位类型",
		"UnitAddress": "地址",
		"UnitContact": "联系人"
	},
	auditActions: {
		"user": {
			"create": "创建用户",
			"update": "更新用户",
			"signup": "注册",
			"password_change": "修改密码",
			"password_reset": "重置密码",
			"security_roles": "分配安全角色"
		},
		"role": {
			"create": "创建角色",
			"update": "更新角色",
			"delete": "删除角色"
		},
		"permission": {
			"grant": "授予权限",
			"update": "修改权限",
			"revoke": "撤销权限"
		},
		"policy": { "update": "修改安全策略" },
		"product": {
			"create": "创建产品",
			"update": "更新产品",
			"delete": "删除产品",
			"image": {
				"add": "添加产品图片",
				"delete": "删除产品图片",
				"reorder": "调整产品图片顺序"
			}
		},
		"brand": {
			"create": "创建品牌",
			"update": "更新品牌",
			"delete": "删除品牌",
			"logo": "更换品牌标志"
		},
		"category": {
			"create": "创建类别",
			"update": "更新类别",
			"delete": "删除类别",
			"logo": "更换类别标志"
		},
		"producttype": {
			"create": "创建产品类型",
			"update": "更新产品类型",
			"delete": "删除产品类型"
		},
		"productstatus": {
			"create": "创建产品状态",
			"update": "更新产品状态",
			"delete": "删除产品状态"
		},
		"productlaunch": {
			"create": "创建发布",
			"update": "更新发布",
			"delete": "删除发布"
		},
		"productreview": {
			"create": "创建评价",
			"update": "更新评价",
			"delete": "删除评价"
		},
		"referral": {
			"create": "创建推荐",
			"update": "更新推荐",
			"delete": "删除推荐"
		},
		"catalogue_settings": { "update": "修改目录设置" },
		"organization": {
			"create": "创建组织",
			"update": "更新组织",
			"logo": "更换组织标志"
		},
		"group": {
			"create": "创建集团",
			"update": "更新集团",
			"delete": "删除集团"
		},
		"company": {
			"create": "创建公司",
			"update": "更新公司",
			"delete": "删除公司",
			"move": "移动公司"
		},
		"establishment": {
			"create": "创建机构",
			"update": "更新机构",
			"delete": "删除机构",
			"move": "移动机构"
		},
		"service": {
			"create": "创建部门",
			"update": "更新部门",
			"delete": "删除部门",
			"move": "移动部门"
		},
		"team": {
			"create": "创建团队",
			"update": "更新团队",
			"delete": "删除团队",
			"move": "移动团队"
		},
		"workplace": {
			"create": "创建工作地点",
			"update": "更新工作地点",
			"delete": "删除工作地点",
			"move": "移动工作地点"
		},
		"niveau": {
			"create": "创建级别",
			"update": "更新级别",
			"delete": "删除级别"
		},
		"unitstatus": {
			"create": "创建单位状态",
			"update": "更新单位状态",
			"delete": "删除单位状态"
		},
		"unittype": {
			"create": "创建单位类型",
			"update": "更新单位类型",
			"delete": "删除单位类型"
		},
		"unitaddress": {
			"create": "创建地址",
			"update": "更新地址",
			"delete": "删除地址"
		},
		"unitcontact": {
			"create": "创建联系人",
			"update": "更新联系人",
			"delete": "删除联系人"
		}
	},
	securityEvents: {
		"network_error": "网络错误",
		"token_refresh_failed": "令牌刷新失败",
		"rapid_requests": "请求过于频繁",
		"xss_attempt": "脚本注入尝试",
		"sensitive_storage_access": "敏感存储访问",
		"unhandled_rejection": "未处理的 Promise 拒绝",
		"javascript_error": "JavaScript 错误"
	},
	securityEventReasons: {
		"refresh_token_reused": "刷新令牌被使用两次（登录已撤销）",
		"session_tampered": "已保存的会话在应用之外被修改"
	}
};
export { vocabulary_default as default };

//# sourceMappingURL=vocabulary-BFl194VN.js.map