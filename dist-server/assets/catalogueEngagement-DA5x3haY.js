var catalogueEngagement_default = {
	common: {
		"delete": "حذف",
		"save": "حفظ التغييرات",
		"loading": "جارٍ التحميل…"
	},
	reviewStatus: {
		"pending": "قيد الانتظار",
		"approved": "معتمدة",
		"rejected": "مرفوضة"
	},
	referralStatus: {
		"pending": "قيد الانتظار",
		"converted": "تحوّلت إلى شراء",
		"paid": "مدفوعة",
		"cancelled": "ملغاة"
	},
	priority: {
		"low": "منخفضة",
		"medium": "متوسطة",
		"high": "عالية",
		"critical": "حرجة"
	},
	reviews: {
		"title": "إدارة المراجعات",
		"subtitle": "مراجعات العملاء لمنتجاتك: اعتمدها لنشرها، أو ارفضها.",
		"tableLabel": "مراجعات المنتجات",
		"summary": "المراجعات حسب الحالة",
		"search": "ابحث بالكاتب أو العنوان أو التعليق",
		"allStatuses": "كل المراجعات",
		"allRatings": "كل التقييمات",
		"stars": "{{rating}} نجوم",
		"ratingLabel": "التقييم {{rating}} من {{max}}",
		"empty": "لم يراجع أي عميل منتجًا بعد.",
		"loadFailed": "تعذّر تحميل المراجعات.",
		"columns": {
			"product": "المنتج",
			"author": "الكاتب",
			"rating": "التقييم",
			"review": "المراجعة",
			"status": "الحالة",
			"date": "التاريخ",
			"actions": "الإجراءات"
		},
		"approve": "اعتماد مراجعة {{author}}",
		"reject": "رفض مراجعة {{author}}",
		"delete": "حذف مراجعة {{author}}",
		"approved": "تم اعتماد مراجعة {{author}}.",
		"rejected": "تم رفض مراجعة {{author}}.",
		"moderateFailed": "تعذّرت مراجعة تقييم {{author}}.",
		"deleteTitle": "حذف هذه المراجعة؟",
		"deleteBody": "ستُحذف مراجعة {{author}}. لا يمكن التراجع عن ذلك.",
		"deleted": "تم حذف مراجعة {{author}}.",
		"deleteFailed": "تعذّر حذف المراجعة."
	},
	referrals: {
		"title": "الإحالات",
		"subtitle": "من أحال من، لأي منتج، والعمولة المستحقة.",
		"tableLabel": "قائمة الإحالات",
		"search": "ابحث بالرمز أو الاسم أو البريد الإلكتروني",
		"allStatuses": "كل الحالات",
		"empty": "لا توجد إحالات بعد.",
		"loadFailed": "تعذّر تحميل الإحالات.",
		"add": "إضافة إحالة",
		"addTitle": "إحالة جديدة",
		"editTitle": "تعديل الإحالة {{code}}",
		"dialogDescription": "يحصل المُحيل على العمولة مما يشتريه العميل المُحال.",
		"create": "إنشاء الإحالة",
		"created": "تم إنشاء الإحالة {{code}}.",
		"updated": "تم حفظ الإحالة {{code}}.",
		"createFailed": "تعذّر إنشاء الإحالة.",
		"updateFailed": "تعذّر حفظ الإحالة.",
		"deleteTitle": "حذف هذه الإحالة؟",
		"deleteBody": "ستُحذف الإحالة {{code}}. لا يمكن التراجع عن ذلك.",
		"deleted": "تم حذف الإحالة {{code}}.",
		"deleteFailed": "تعذّر حذف الإحالة.",
		"noProduct": "لا منتج محدد",
		"productSearch": "البحث في المنتجات",
		"fields": {
			"code": "الرمز",
			"referrerName": "اسم المُحيل",
			"referrerEmail": "بريد المُحيل الإلكتروني",
			"referredEmail": "بريد المُحال الإلكتروني",
			"product": "المنتج",
			"commission": "العمولة (%)",
			"status": "الحالة"
		},
		"hints": {
			"code": "أحرف لاتينية كبيرة وأرقام وشرطات سفلية، مثل REF_SPRING.",
			"commission": "من 0 إلى 100، بمنزلتين عشريتين على الأكثر.",
			"product": "اختياري: المنتج الذي تخصه الإحالة."
		},
		"columns": {
			"referrer": "المُحيل",
			"commission": "العمولة",
			"created": "تاريخ الإنشاء",
			"actions": "الإجراءات"
		}
	},
	settings: {
		"title": "إعدادات الكتالوج",
		"subtitle": "كيف يعرض الكتالوج الأسعار والمخزون، وبماذا تبدأ المنتجات الجديدة.",
		"formTitle": "القيم الافتراضية للكتالوج",
		"defaults": "هذه هي الإعدادات الافتراضية؛ لم يغيّرها أحد بعد.",
		"updatedAt": "آخر تغيير في {{date}}.",
		"readOnly": "يمكنك الاطلاع على هذه الإعدادات دون تغييرها.",
		"loadFailed": "تعذّر تحميل الإعدادات.",
		"saved": "تم حفظ الإعدادات.",
		"saveFailed": "تعذّر حفظ الإعدادات.",
		"unsaved": "تغييرات غير محفوظة",
		"discard": "تجاهل التغييرات",
		"fields": {
			"currency": "العملة",
			"lowStockThreshold": "حد انخفاض المخزون",
			"defaultPriority": "الأولوية الافتراضية",
			"defaultMinimumOrderQuantity": "الحد الأدنى الافتراضي لكمية الطلب"
		},
		"hints": {
			"currency": "تُعرض الأسعار وقيمة المخزون بهذه العملة، مثلًا {{example}}.",
			"lowStockThreshold": "يُعلَّم المنتج الذي مخزونه بهذا القدر أو أقل بأنه منخفض المخزون.",
			"defaultPriority": "الأولوية التي يبدأ بها المنتج الجديد.",
			"defaultMinimumOrderQuantity": "الحد الأدنى لكمية الطلب الذي يبدأ به المنتج الجديد."
		}
	},
	categories: {
		"title": "قائمة الفئات",
		"subtitle": "كل الفئات مع منتجاتها؛ افتح فئة لرؤية منتجاتها.",
		"tableLabel": "الفئات",
		"empty": "لا توجد فئات بعد.",
		"loadFailed": "تعذّر تحميل الفئات.",
		"inParent": "(ضمن {{parent}})",
		"inactive": "غير نشطة",
		"columns": {
			"category": "الفئة",
			"code": "الرمز",
			"products": "المنتجات",
			"subcategories": "الفئات الفرعية"
		}
	}
};
export { catalogueEngagement_default as default };

//# sourceMappingURL=catalogueEngagement-DA5x3haY.js.map