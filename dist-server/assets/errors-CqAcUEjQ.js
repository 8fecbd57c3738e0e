var errors_default = {
	backHome: "返回首页",
	notAuthorizedTitle: "您没有访问权限！",
	notAuthorizedBody: "您的账户缺少此页面所需的权限。如您应当拥有该权限，请联系管理员。",
	notFoundTitle: "页面未找到",
	notFoundBody: "找不到您要查找的页面。",
	loadFailed: "无法加载数据，请重试。",
	goBack: "返回上一页"
};
export { errors_default as default };

//# sourceMappingURL=errors-CqAcUEjQ.js.map