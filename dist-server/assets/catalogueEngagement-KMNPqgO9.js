var catalogueEngagement_default = {
	common: {
		"delete": "删除",
		"save": "保存更改",
		"loading": "加载中…"
	},
	reviewStatus: {
		"pending": "待审核",
		"approved": "已通过",
		"rejected": "已拒绝"
	},
	referralStatus: {
		"pending": "待处理",
		"converted": "已转化",
		"paid": "已支付",
		"cancelled": "已取消"
	},
	priority: {
		"low": "低",
		"medium": "中",
		"high": "高",
		"critical": "紧急"
	},
	reviews: {
		"title": "管理评价",
		"subtitle": "客户对您产品的评价：通过后即可发布，或将其拒绝。",
		"tableLabel": "产品评价",
		"summary": "按状态统计的评价",
		"search": "按作者、标题或评论搜索",
		"allStatuses": "全部评价",
		"allRatings": "全部评分",
		"stars": "{{rating}} 星",
		"ratingLabel": "评分 {{rating}}（满分 {{max}}）",
		"empty": "还没有客户评价过产品。",
		"loadFailed": "无法加载评价。",
		"columns": {
			"product": "产品",
			"author": "作者",
			"rating": "评分",
			"review": "评价内容",
			"status": "状态",
			"date": "日期",
			"actions": "操作"
		},
		"approve": "通过 {{author}} 的评价",
		"reject": "拒绝 {{author}} 的评价",
		"delete": "删除 {{author}} 的评价",
		"approved": "{{author}} 的评价已通过。",
		"rejected": "{{author}} 的评价已拒绝。",
		"moderateFailed": "无法审核 {{author}} 的评价。",
		"deleteTitle": "删除此评价？",
		"deleteBody": "{{author}} 的评价将被删除。此操作无法撤销。",
		"deleted": "{{author}} 的评价已删除。",
		"deleteFailed": "无法删除该评价。"
	},
	referrals: {
		"title": "推荐",
		"subtitle": "谁推荐了谁、针对哪个产品，以及应付的佣金。",
		"tableLabel": "推荐列表",
		"search": "按代码、姓名或邮箱搜索",
		"allStatuses": "全部状态",
		"empty": "还没有推荐。",
		"loadFailed": "无法加载推荐。",
		"add": "添加推荐",
		"addTitle": "新建推荐",
		"editTitle": "编辑推荐 {{code}}",
		"dialogDescription": "推荐人可从被推荐客户的购买中获得佣金。",
		"create": "创建推荐",
		"created": "推荐 {{code}} 已创建。",
		"updated": "推荐 {{code}} 已保存。",
		"createFailed": "无法创建推荐。",
		"updateFailed": "无法保存推荐。",
		"deleteTitle": "删除此推荐？",
		"deleteBody": "推荐 {{code}} 将被删除。此操作无法撤销。",
		"deleted": "推荐 {{code}} 已删除。",
		"deleteFailed": "无法删除该推荐。",
		"noProduct": "不限产品",
		"productSearch": "搜索产品",
		"fields": {
			"code": "代码",
			"referrerName": "推荐人姓名",
			"referrerEmail": "推荐人邮箱",
			"referredEmail": "被推荐人邮箱",
			"product": "产品",
			"commission": "佣金 (%)",
			"status": "状态"
		},
		"hints": {
			"code": "大写字母、数字和下划线，例如 REF_SPRING。",
			"commission": "0 到 100，最多两位小数。",
			"product": "可选：该推荐针对的产品。"
		},
		"columns": {
			"referrer": "推荐人",
			"commission": "佣金",
			"created": "创建时间",
			"actions": "操作"
		}
	},
	settings: {
		"title": "目录设置",
		"subtitle": "目录如何显示价格和库存，以及新产品的初始值。",
		"formTitle": "目录默认值",
		"defaults": "这些是默认设置，尚未有人更改。",
		"updatedAt": "最后更改于 {{date}}。",
		"readOnly": "您可以查看这些设置，但不能更改。",
		"loadFailed": "无法加载设置。",
		"saved": "设置已保存。",
		"saveFailed": "无法保存设置。",
		"unsaved": "有未保存的更改",
		"discard": "放弃更改",
		"fields": {
			"currency": "货币",
			"lowStockThreshold": "低库存阈值",
			"defaultPriority": "默认优先级",
			"defaultMinimumOrderQuantity": "默认最小起订量"
		},
		"hints": {
			"currency": "价格和库存价值以此货币显示，例如 {{example}}。",
			"lowStockThreshold": "库存不高于此数量的产品会被标记为低库存。",
			"defaultPriority": "新产品的初始优先级。",
			"defaultMinimumOrderQuantity": "新产品的初始最小起订量。"
		}
	},
	categories: {
		"title": "类别列表",
		"subtitle": "所有类别及其产品；打开一个类别即可查看其产品。",
		"tableLabel": "类别",
		"empty": "还没有类别。",
		"loadFailed": "无法加载类别。",
		"inParent": "（属于 {{parent}}）",
		"inactive": "未启用",
		"columns": {
			"category": "类别",
			"code": "代码",
			"products": "产品",
			"subcategories": "子类别"
		}
	}
};
export { catalogueEngagement_default as default };

//# sourceMappingURL=catalogueEngagement-KMNPqgO9.js.map