var data_default = {
	table: {
		"loading": "جارٍ التحميل…",
		"empty": "لا يوجد ما يُعرض بعد.",
		"emptyFiltered": "لا توجد نتائج تطابق البحث أو عوامل التصفية.",
		"clearFilters": "مسح البحث وعوامل التصفية",
		"clearInput": "مسح {{label}}",
		"loadFailed": "تعذّر تحميل القائمة.",
		"retry": "إعادة المحاولة",
		"range": "{{from}}–{{to}} من {{count}}",
		"rangeEstimate": "{{from}}–{{to}} من حوالي {{count}}",
		"results": "النتائج: {{count}}",
		"rowsPerPage": "عدد الصفوف في الصفحة",
		"page": "الصفحة {{page}} من {{pages}}",
		"pageEstimate": "الصفحة {{page}} من حوالي {{pages}}",
		"pagination": "الصفحات",
		"firstPage": "الصفحة الأولى",
		"previousPage": "الصفحة السابقة",
		"nextPage": "الصفحة التالية",
		"lastPage": "الصفحة الأخيرة"
	},
	form: {
		"cancel": "إلغاء",
		"saveFailed": "تعذّر حفظ التغييرات. يُرجى المحاولة مرة أخرى.",
		"saveRefused": "تعذّر حفظ التغييرات.",
		"unsavedTitle": "تغييرات غير محفوظة",
		"unsavedChanges": "لديك تغييرات غير محفوظة. هل أنت متأكد أنك تريد الإغلاق؟",
		"discard": "إغلاق دون حفظ"
	},
	organizationNumber: "المؤسسة {{id}}",
	none: "لا شيء",
	organization: {
		"column": "المؤسسة",
		"filter": "المؤسسة",
		"all": "كل المؤسسات",
		"combined": "أرقام مجمّعة لكل المؤسسات التي يمكنك الاطلاع عليها. اختر مؤسسة لعرضها وحدها.",
		"one": "أرقام {{name}} فقط."
	}
};
export { data_default as default };

//# sourceMappingURL=data-DXdBgRCx.js.map