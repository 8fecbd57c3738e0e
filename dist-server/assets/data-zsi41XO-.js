var data_default = {
	table: {
		"loading": "加载中…",
		"empty": "暂无内容。",
		"emptyFiltered": "没有符合搜索或筛选条件的结果。",
		"clearFilters": "清除搜索和筛选",
		"clearInput": "清除{{label}}",
		"loadFailed": "列表加载失败。",
		"retry": "重试",
		"range": "第 {{from}}–{{to}} 条，共 {{count}} 条",
		"rangeEstimate": "第 {{from}}–{{to}} 条，共约 {{count}} 条",
		"results": "结果：{{count}}",
		"rowsPerPage": "每页行数",
		"page": "第 {{page}} / {{pages}} 页",
		"pageEstimate": "第 {{page}} / 约 {{pages}} 页",
		"pagination": "分页",
		"firstPage": "第一页",
		"previousPage": "上一页",
		"nextPage": "下一页",
		"lastPage": "最后一页"
	},
	form: {
		"cancel": "取消",
		"saveFailed": "无法保存更改，请重试。",
		"saveRefused": "无法保存更改。",
		"unsavedTitle": "未保存的更改",
		"unsavedChanges": "您有未保存的更改。确定要关闭吗？",
		"discard": "不保存并关闭"
	},
	organizationNumber: "组织 {{id}}",
	none: "无",
	organization: {
		"column": "组织",
		"filter": "组织",
		"all": "所有组织",
		"combined": "您可查看的所有组织的合计数据。选择一个组织可单独查看。",
		"one": "仅 {{name}} 的数据。"
	}
};
export { data_default as default };

//# sourceMappingURL=data-zsi41XO-.js.map