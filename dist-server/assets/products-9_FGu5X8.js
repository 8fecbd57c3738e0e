var products_default = {
	menu: "产品",
	loading: "加载中…",
	actions: {
		"retry": "重试",
		"cancel": "取消"
	},
	list: {
		"title": "产品",
		"subtitle": "产品目录：价格、库存以及每个产品能否销售。",
		"tableLabel": "产品",
		"search": "按名称、代码或 SKU 搜索",
		"add": "添加产品",
		"empty": "暂无产品。",
		"loadFailed": "加载产品失败"
	},
	filters: {
		"status": "状态",
		"allStatuses": "全部状态",
		"type": "类型",
		"allTypes": "全部类型",
		"brand": "品牌",
		"allBrands": "全部品牌",
		"category": "类别",
		"allCategories": "全部类别",
		"priority": "优先级",
		"allPriorities": "全部优先级"
	},
	columns: {
		"product": "产品",
		"sku": "库存单位",
		"brand": "品牌",
		"status": "状态",
		"priority": "优先级",
		"stock": "库存",
		"price": "价格",
		"margin": "利润率",
		"sale": "销售"
	},
	priority: {
		"low": "低",
		"medium": "中",
		"high": "高",
		"critical": "紧急"
	},
	sale: {
		"available": "可销售",
		"notForSale": "不可销售",
		"outOfStock": "缺货"
	},
	format: {
		"percent": "{{value}}%",
		"days": "{{count}} 天",
		"kilobytes": "{{value}} 千字节",
		"megabytes": "{{value}} 兆字节"
	},
	fields: {
		"code": "代码",
		"sku": "库存单位",
		"name": "名称",
		"description": "描述",
		"status": "状态",
		"productType": "产品类型",
		"brand": "品牌",
		"categories": "类别",
		"priority": "优先级",
		"owner": "负责人",
		"startDate": "开始日期",
		"endDate": "结束日期",
		"duration": "持续时间",
		"costBasis": "成本价",
		"price": "建议零售价",
		"margin": "利润率",
		"stock": "库存数量",
		"minimumOrder": "最小订购量",
		"slug": "网址标识",
		"metaTitle": "元标题",
		"metaDescription": "元描述",
		"internalCode": "内部代码",
		"regulatory": "法规信息",
		"updatedAt": "最后更新"
	},
	tabs: {
		"details": "详情",
		"launches": "上市计划",
		"images": "图片",
		"inventory": "库存",
		"analytics": "分析"
	},
	view: {
		"back": "返回产品列表",
		"subtitle": "{{brand}} · {{type}}",
		"edit": "编辑",
		"delete": "删除",
		"notFound": "该产品不存在，或您无权查看。",
		"general": "基本信息",
		"generalHint": "产品是什么以及由谁负责。",
		"commercial": "商业信息",
		"commercialHint": "日期、价格和发布信息。",
		"yes": "是",
		"no": "否"
	},
	"delete": {
		"title": "删除 {{name}}？",
		"body": "{{name}} 及其图片和上市计划将被删除。此操作无法撤销。",
		"confirm": "删除产品"
	},
	launches: {
		"title": "上市计划",
		"subtitle": "该产品的上市计划及其相对计划日期的进度。",
		"none": "该产品暂无上市计划。",
		"loadFailed": "加载上市计划失败。",
		"name": "上市计划",
		"status": "状态",
		"planned": "计划日期",
		"timing": "进度",
		"manager": "负责人"
	},
	timing: {
		"overdue": "已逾期 {{days}} 天",
		"overdueOne": "已逾期 1 天",
		"today": "今天上市",
		"upcoming": "还有 {{days}} 天",
		"upcomingOne": "还有 1 天",
		"launched": "已于 {{date}} 上市"
	},
	launchStatus: {
		"planning": "规划中",
		"scheduled": "已排期",
		"in_progress": "进行中",
		"launched": "已上市",
		"postponed": "已推迟",
		"cancelled": "已取消"
	},
	launchType: {
		"new_product": "新产品",
		"relaunch": "重新上市",
		"line_extension": "产品线延伸",
		"seasonal": "季节性",
		"limited_edition": "限量版"
	},
	marketScope: {
		"local": "本地",
		"regional": "区域",
		"national": "全国",
		"international": "国际",
		"global": "全球"
	},
	launchFields: {
		"code": "上市代码",
		"name": "上市名称",
		"description": "上市描述",
		"type": "上市类型",
		"status": "上市状态",
		"marketScope": "市场范围",
		"manager": "上市负责人",
		"plannedDate": "计划上市日期",
		"targetRevenue": "目标收入",
		"targetUnits": "目标销量"
	},
	images: {
		"title": "图片",
		"subtitle": "第一张图片是产品主图。拖动图片或使用其箭头按钮来调整顺序。",
		"dropHere": "将图片拖放到此处，或选择文件",
		"hint": "JPEG、PNG、GIF、WebP 或 SVG，最大 {{size}}。",
		"upload": "选择图片",
		"uploading": "上传中…",
		"none": "暂无图片。",
		"listLabel": "{{name}} 的图片",
		"alt": "{{name}}，第 {{position}} 张图片",
		"position": "第 {{position}} 张，共 {{count}} 张",
		"moved": "图片已移至第 {{position}} 位，共 {{count}} 张。",
		"dragHandle": "拖动第 {{position}} 张图片",
		"moveEarlier": "将第 {{position}} 张图片前移",
		"moveLater": "将第 {{position}} 张图片后移",
		"delete": "删除第 {{position}} 张图片"
	},
	inventory: {
		"title": "库存",
		"subtitle": "库存数量、最小订购量以及产品能否销售。",
		"stockValue": "库存价值",
		"stockValueHint": "成本价 × 库存数量",
		"saleStatus": "销售状态",
		"statusAllowsSales": "状态允许销售",
		"inStock": "有库存",
		"notForSaleHint": "产品不可销售：当前状态下无法销售该产品。请检查该状态的业务规则。",
		"outOfStockHint": "缺货。补货前无法销售该产品。"
	},
	analytics: {
		"title": "分析",
		"subtitle": "根据该产品自身数据计算的数字。",
		"retailValue": "库存零售价值",
		"launches": {
			"total": "上市计划",
			"upcoming": "即将上市",
			"today": "今天上市",
			"overdue": "已逾期",
			"launched": "已上市"
		},
		"history": {
			"title": "状态历史",
			"subtitle": "该产品经历的每个状态，按时间先后排列。",
			"change": "{{from}} → {{to}}",
			"first": "创建时状态为 {{to}}",
			"by": "操作人：{{name}}",
			"failed": "无法加载状态历史。"
		}
	},
	edit: {
		"title": "编辑 {{name}}",
		"subtitle": "名称、成本、日期、数量、状态和负责人为必填项。",
		"back": "返回产品",
		"identity": "产品",
		"identityHint": "SKU 由产品代码生成，无法在此修改。",
		"commercial": "成本、库存和日期",
		"commercialHint": "持续时间根据开始和结束日期计算。",
		"skuHint": "由产品代码生成。",
		"durationHint": "根据日期计算。",
		"save": "保存更改"
	},
	unsaved: {
		"title": "未保存的更改",
		"stay": "继续编辑",
		"leave": "放弃更改"
	},
	wizard: {
		"title": "新建产品",
		"subtitle": "共四步：产品在第 2 步结束时保存，之后可添加图片和上市计划。",
		"stepsLabel": "步骤",
		"steps": {
			"details": "产品详情",
			"costQuantity": "成本和数量",
			"images": "图片",
			"launch": "上市"
		},
		"detailsHint": "代码、名称、状态、产品类型、品牌、优先级、负责人和日期为必填项。",
		"costHint": "成本价和库存数量为必填且须为正数；如填写价格，也须为正数。",
		"imagesHint": "可选：现在添加产品图片，或稍后在产品页面添加。",
		"launchHint": "可选：规划产品上市。上市代码和上市名称为必填项。",
		"choose": "请选择…",
		"brandsYouManage": "仅显示您可以添加产品的品牌。",
		"launchNotAllowed": "{{reason}} 您可以不创建发布直接完成，或返回第 1 步选择其他状态。",
		"noManager": "无负责人",
		"codeHint": "大写字母、数字和下划线；SKU 由其生成。",
		"skuPreview": "库存单位：{{sku}}",
		"slugHint": "留空则根据名称生成。",
		"savedOnNext": "进入下一步时将保存产品。",
		"generate": "生成",
		"back": "上一步",
		"next": "下一步",
		"saveAndNext": "保存并继续",
		"skip": "跳过",
		"skipLaunch": "不创建上市计划直接完成",
		"createLaunch": "创建上市计划",
		"addAnother": "再添加一个",
		"goToList": "前往列表",
		"viewProduct": "打开产品"
	}
};
export { products_default as default };

//# sourceMappingURL=products-9_FGu5X8.js.map