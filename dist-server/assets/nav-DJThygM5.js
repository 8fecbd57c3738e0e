var nav_default = {
	label: "主导航",
	ecommerce: "电商仪表板",
	crm: "客户关系仪表板",
	open: "打开导航",
	collapse: "收起导航",
	expand: "展开导航"
};
export { nav_default as default };

//# sourceMappingURL=nav-DJThygM5.js.map