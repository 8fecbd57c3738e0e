var app_default = {
	title: "المكتب الخلفي",
	language: "اللغة",
	theme: "السمة",
	themes: {
		"light": "فاتح",
		"dark": "داكن",
		"system": "النظام"
	},
	scrollToTop: "العودة إلى الأعلى",
	footer: "© {{year}} المكتب الخلفي. جميع الحقوق محفوظة.",
	customizer: {
		"open": "تخصيص التخطيط",
		"title": "تفضيلات التخطيط",
		"description": "محفوظة على هذا الجهاز.",
		"theming": "المظهر",
		"primaryColor": "اللون الأساسي",
		"colors": {
			"purple": "بنفسجي",
			"blue": "أزرق",
			"cyan": "سماوي",
			"teal": "أزرق مخضر",
			"green": "أخضر",
			"orange": "برتقالي",
			"pink": "وردي"
		},
		"skin": "النمط",
		"skins": {
			"default": "افتراضي",
			"bordered": "بحدود"
		},
		"layout": "التخطيط",
		"navLayout": "التنقل",
		"navLayouts": {
			"vertical": "عمودي",
			"horizontal": "أفقي"
		},
		"navCollapsed": "تصغير قائمة التنقل",
		"contentWidth": "عرض المحتوى",
		"contentWidths": {
			"boxed": "محدود",
			"full": "كامل"
		},
		"navbarType": "الشريط العلوي",
		"navbarTypes": {
			"sticky": "مثبت",
			"static": "ثابت في مكانه",
			"hidden": "مخفي"
		},
		"hiddenNavbarHorizontal": "التنقل الأفقي موجود في الشريط العلوي، لذلك يبقى مثبتًا.",
		"navbarBlur": "تمويه خلف الشريط العلوي",
		"reset": "استعادة الإعدادات الافتراضية"
	}
};
export { app_default as default };

//# sourceMappingURL=app-DqbuAKhy.js.map