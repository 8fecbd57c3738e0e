var app_default = {
	title: "后台管理",
	language: "语言",
	theme: "主题",
	themes: {
		"light": "浅色",
		"dark": "深色",
		"system": "跟随系统"
	},
	scrollToTop: "返回顶部",
	footer: "© {{year}} 后台管理。保留所有权利。",
	customizer: {
		"open": "自定义布局",
		"title": "布局偏好",
		"description": "保存在此设备上。",
		"theming": "外观",
		"primaryColor": "主色",
		"colors": {
			"purple": "紫色",
			"blue": "蓝色",
			"cyan": "青色",
			"teal": "蓝绿色",
			"green": "绿色",
			"orange": "橙色",
			"pink": "粉色"
		},
		"skin": "皮肤",
		"skins": {
			"default": "默认",
			"bordered": "描边"
		},
		"layout": "布局",
		"navLayout": "导航",
		"navLayouts": {
			"vertical": "垂直",
			"horizontal": "水平"
		},
		"navCollapsed": "收起导航",
		"contentWidth": "内容宽度",
		"contentWidths": {
			"boxed": "盒装",
			"full": "全宽"
		},
		"navbarType": "顶栏",
		"navbarTypes": {
			"sticky": "吸顶",
			"static": "静态",
			"hidden": "隐藏"
		},
		"hiddenNavbarHorizontal": "水平导航位于顶栏中，因此顶栏保持吸顶。",
		"navbarBlur": "顶栏背景模糊",
		"reset": "恢复默认设置"
	}
};
export { app_default as default };

//# sourceMappingURL=app-DywAGWU9.js.map