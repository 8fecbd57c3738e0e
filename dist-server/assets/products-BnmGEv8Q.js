var products_default = {
	menu: "المنتجات",
	loading: "جارٍ التحميل…",
	actions: {
		"retry": "إعادة المحاولة",
		"cancel": "إلغاء"
	},
	list: {
		"title": "المنتجات",
		"subtitle": "الكتالوج: الأسعار والمخزون وإمكانية بيع كل منتج.",
		"tableLabel": "المنتجات",
		"search": "البحث بالاسم أو الرمز أو رمز SKU",
		"add": "إضافة منتج",
		"empty": "لا توجد منتجات بعد.",
		"loadFailed": "تعذّر تحميل المنتجات"
	},
	filters: {
		"status": "الحالة",
		"allStatuses": "كل الحالات",
		"type": "النوع",
		"allTypes": "كل الأنواع",
		"brand": "العلامة التجارية",
		"allBrands": "كل العلامات التجارية",
		"category": "الفئة",
		"allCategories": "كل الفئات",
		"priority": "الأولوية",
		"allPriorities": "كل الأولويات"
	},
	columns: {
		"product": "المنتج",
		"sku": "رمز المخزون",
		"brand": "العلامة التجارية",
		"status": "الحالة",
		"priority": "الأولوية",
		"stock": "المخزون",
		"price": "السعر",
		"margin": "الهامش",
		"sale": "البيع"
	},
	priority: {
		"low": "منخفضة",
		"medium": "متوسطة",
		"high": "عالية",
		"critical": "حرجة"
	},
	sale: {
		"available": "متاح للبيع",
		"notForSale": "غير متاح للبيع",
		"outOfStock": "نفد من المخزون"
	},
	format: {
		"percent": "{{value}}٪",
		"days": "{{count}} يوم",
		"kilobytes": "{{value}} ك.ب",
		"megabytes": "{{value}} م.ب"
	},
	fields: {
		"code": "الرمز",
		"sku": "رمز المخزون",
		"name": "الاسم",
		"description": "الوصف",
		"status": "الحالة",
		"productType": "نوع المنتج",
		"brand": "العلامة التجارية",
		"categories": "الفئات",
		"priority": "الأولوية",
		"owner": "المسؤول",
		"startDate": "تاريخ البدء",
		"endDate": "تاريخ الانتهاء",
		"duration": "المدة",
		"costBasis": "أساس التكلفة",
		"price": "سعر التجزئة المقترح",
		"margin": "هامش الربح",
		"stock": "الكمية في المخزون",
		"minimumOrder": "الحد الأدنى لكمية الطلب",
		"slug": "المعرّف في الرابط",
		"metaTitle": "العنوان الوصفي",
		"metaDescription": "الوصف التعريفي",
		"internalCode": "الرمز الداخلي",
		"regulatory": "المعلومات التنظيمية",
		"updatedAt": "آخر تحديث"
	},
	tabs: {
		"details": "التفاصيل",
		"launches": "الإطلاقات",
		"images": "الصور",
		"inventory": "المخزون",
		"analytics": "التحليلات"
	},
	view: {
		"back": "العودة إلى المنتجات",
		"subtitle": "{{brand}} · {{type}}",
		"edit": "تعديل",
		"delete": "حذف",
		"notFound": "هذا المنتج غير موجود، أو لا يحق لك رؤيته.",
		"general": "عام",
		"generalHint": "ما هو المنتج ومن يتولى أمره.",
		"commercial": "تجاري",
		"commercialHint": "التواريخ والأسعار وبيانات النشر.",
		"yes": "نعم",
		"no": "لا"
	},
	"delete": {
		"title": "حذف {{name}}؟",
		"body": "سيُحذف {{name}} مع صوره وإطلاقاته. لا يمكن التراجع عن هذا الإجراء.",
		"confirm": "حذف المنتج"
	},
	launches: {
		"title": "الإطلاقات",
		"subtitle": "إطلاقات هذا المنتج وموقف كل منها من تاريخه المخطط.",
		"none": "لا توجد إطلاقات مخططة لهذا المنتج.",
		"loadFailed": "تعذّر تحميل الإطلاقات.",
		"name": "الإطلاق",
		"status": "الحالة",
		"planned": "التاريخ المخطط",
		"timing": "التوقيت",
		"manager": "المدير"
	},
	timing: {
		"overdue": "متأخر {{days}} أيام",
		"overdueOne": "متأخر يومًا واحدًا",
		"today": "الإطلاق اليوم",
		"upcoming": "باقٍ {{days}} أيام",
		"upcomingOne": "باقٍ يوم واحد",
		"launched": "أُطلق في {{date}}"
	},
	launchStatus: {
		"planning": "قيد التخطيط",
		"scheduled": "مجدول",
		"in_progress": "قيد التنفيذ",
		"launched": "أُطلق",
		"postponed": "مؤجل",
		"cancelled": "ملغى"
	},
	launchType: {
		"new_product": "منتج جديد",
		"relaunch": "إعادة إطلاق",
		"line_extension": "توسيع التشكيلة",
		"seasonal": "موسمي",
		"limited_edition": "إصدار محدود"
	},
	marketScope: {
		"local": "محلي",
		"regional": "إقليمي",
		"national": "وطني",
		"international": "دولي",
		"global": "عالمي"
	},
	launchFields: {
		"code": "رمز الإطلاق",
		"name": "اسم الإطلاق",
		"description": "وصف الإطلاق",
		"type": "نوع الإطلاق",
		"status": "حالة الإطلاق",
		"marketScope": "نطاق السوق",
		"manager": "مدير الإطلاق",
		"plannedDate": "تاريخ الإطلاق المخطط",
		"targetRevenue": "الإيرادات المستهدفة",
		"targetUnits": "الوحدات المستهدفة"
	},
	images: {
		"title": "الصور",
		"subtitle": "الصورة الأولى هي الصورة الرئيسية للمنتج. اسحب صورة أو استخدم أسهمها لتغيير الترتيب.",
		"dropHere": "أفلت صورة هنا، أو اختر ملفًا",
		"hint": "JPEG أو PNG أو GIF أو WebP أو SVG، حتى {{size}}.",
		"upload": "اختيار صورة",
		"uploading": "جارٍ الرفع…",
		"none": "لا توجد صور بعد.",
		"listLabel": "صور {{name}}",
		"alt": "{{name}}، الصورة {{position}}",
		"position": "الصورة {{position}} من {{count}}",
		"moved": "نُقلت الصورة إلى الموضع {{position}} من {{count}}.",
		"dragHandle": "اسحب الصورة {{position}}",
		"moveEarlier": "تقديم الصورة {{position}}",
		"moveLater": "تأخير الصورة {{position}}",
		"delete": "حذف الصورة {{position}}"
	},
	inventory: {
		"title": "المخزون",
		"subtitle": "الوحدات في المخزون وأصغر طلب وإمكانية بيع المنتج.",
		"stockValue": "قيمة المخزون",
		"stockValueHint": "أساس التكلفة × الوحدات في المخزون",
		"saleStatus": "حالة البيع",
		"statusAllowsSales": "الحالة تسمح بالبيع",
		"inStock": "متوفر في المخزون",
		"notForSaleHint": "المنتج غير متاح للبيع: لا يمكن بيعه في حالته الحالية. راجع قواعد العمل الخاصة بالحالة.",
		"outOfStockHint": "نفد من المخزون. لا يمكن بيع المنتج حتى يُعاد تزويده."
	},
	analytics: {
		"title": "التحليلات",
		"subtitle": "أرقام محسوبة من بيانات هذا المنتج نفسه.",
		"retailValue": "قيمة المخزون بسعر التجزئة",
		"launches": {
			"total": "الإطلاقات",
			"upcoming": "القادمة",
			"today": "تُطلق اليوم",
			"overdue": "المتأخرة",
			"launched": "المُطلقة"
		},
		"history": {
			"title": "سجل الحالات",
			"subtitle": "كل حالة اتخذها هذا المنتج، من الأقدم إلى الأحدث.",
			"change": "{{from}} ← {{to}}",
			"first": "أُنشئ بالحالة {{to}}",
			"by": "بواسطة {{name}}",
			"failed": "تعذّر تحميل سجل الحالات."
		}
	},
	edit: {
		"title": "تعديل {{name}}",
		"subtitle": "الاسم والتكلفة والتواريخ والكمية والحالة والمسؤول حقول مطلوبة.",
		"back": "العودة إلى المنتج",
		"identity": "المنتج",
		"identityHint": "رمز المخزون مشتق من رمز المنتج ولا يمكن تغييره هنا.",
		"commercial": "التكلفة والمخزون والتواريخ",
		"commercialHint": "تُحسب المدة من تاريخي البدء والانتهاء.",
		"skuHint": "يُنشأ من رمز المنتج.",
		"durationHint": "تُحسب من التواريخ.",
		"save": "حفظ التغييرات"
	},
	unsaved: {
		"title": "تغييرات غير محفوظة",
		"stay": "متابعة التعديل",
		"leave": "تجاهل التغييرات"
	},
	wizard: {
		"title": "منتج جديد",
		"subtitle": "أربع خطوات: يُحفظ المنتج في نهاية الخطوة 2، ثم يمكن إضافة الصور والإطلاق.",
		"stepsLabel": "الخطوات",
		"steps": {
			"details": "تفاصيل المنتج",
			"costQuantity": "التكلفة والكمية",
			"images": "الصور",
			"launch": "الإطلاق"
		},
		"detailsHint": "الرمز والاسم والحالة ونوع المنتج والعلامة التجارية والأولوية والمسؤول والتواريخ حقول مطلوبة.",
		"costHint": "أساس التكلفة والكمية في المخزون مطلوبان وموجبان؛ ويجب أن يكون السعر موجبًا إن أُدخل.",
		"imagesHint": "اختياري: أضف صور المنتج الآن، أو لاحقًا من صفحته.",
		"launchHint": "اختياري: خطط لإطلاق المنتج. رمز الإطلاق واسمه مطلوبان.",
		"choose": "اختر…",
		"brandsYouManage": "تُعرض فقط العلامات التجارية التي يمكنك إضافة منتجات إليها.",
		"launchNotAllowed": "{{reason}} يمكنك الإنهاء دون إطلاق، أو العودة إلى الخطوة 1 واختيار حالة أخرى.",
		"noManager": "بلا مدير",
		"codeHint": "أحرف كبيرة وأرقام وشرطات سفلية؛ ومنه يُشتق رمز المخزون.",
		"skuPreview": "رمز المخزون: {{sku}}",
		"slugHint": "إن تُرك فارغًا يُشتق من الاسم.",
		"savedOnNext": "يُحفظ المنتج عند الانتقال إلى الخطوة التالية.",
		"generate": "توليد",
		"back": "السابق",
		"next": "التالي",
		"saveAndNext": "حفظ ومتابعة",
		"skip": "تخطٍّ",
		"skipLaunch": "إنهاء دون إطلاق",
		"createLaunch": "إنشاء الإطلاق",
		"addAnother": "إضافة منتج آخر",
		"goToList": "الذهاب إلى القائمة",
		"viewProduct": "فتح المنتج"
	}
};
export { products_default as default };

//# sourceMappingURL=products-BnmGEv8Q.js.map