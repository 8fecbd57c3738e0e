var accessControl_default = {
	menu: "التحكم في الوصول",
	title: "ما يمكنك فعله",
	subtitle: "صلاحياتك في هذا النظام، مجالًا بمجال: ما يسمح به دورك والأذونات الممنوحة لك.",
	signedInAs: "مسجّل الدخول باسم {{email}}",
	viewRules: "عرض قواعدي",
	nothing: "لا يمكن لحسابك فعل أي شيء هنا بعد. اطلب من المسؤول الصلاحيات التي تحتاجها.",
	mine: {
		"verbs": {
			"read": "عرض",
			"create": "إضافة",
			"update": "تعديل",
			"delete": "حذف",
			"export": "تصدير",
			"approve": "اعتماد",
			"process": "معالجة",
			"cancel": "إلغاء"
		},
		"anything": "كل شيء",
		"reach": {
			"everywhere": "في كل المؤسسات",
			"organization": "في مؤسستك",
			"brand": "الخاصة بعلامتك التجارية فقط",
			"team": "الخاصة بفريقك فقط",
			"own": "الخاصة بك فقط",
			"someRecords": "بعض السجلات فقط"
		},
		"someFields": "بعض التفاصيل فقط"
	}
};
export { accessControl_default as default };

//# sourceMappingURL=accessControl-DD26bmKS.js.map