var organizations_default = {
	menu: "المؤسسات",
	logoAlt: "شعار {{name}}",
	list: {
		"title": "المؤسسات",
		"subtitle": "مؤسسات المنصة (المستأجرون): أنشئها وعدّلها وعطّلها.",
		"add": "إضافة مؤسسة",
		"tableLabel": "المؤسسات",
		"search": "البحث بالاسم أو الرمز",
		"empty": "لا توجد مؤسسات بعد.",
		"loadFailed": "تعذّر تحميل المؤسسات"
	},
	columns: {
		"organization": "المؤسسة",
		"code": "الرمز",
		"users": "المستخدمون",
		"created": "تاريخ الإنشاء",
		"status": "الحالة",
		"actions": "الإجراءات"
	},
	fields: {
		"name": "الاسم",
		"isActive": "نشطة: يمكن لمستخدميها تسجيل الدخول",
		"adminEmail": "البريد الإلكتروني لأول مسؤول",
		"adminFirstName": "الاسم الأول",
		"adminLastName": "اسم العائلة",
		"adminRole": "الدور"
	},
	dialog: {
		"addTitle": "إضافة مؤسسة",
		"editTitle": "تعديل {{name}}",
		"dialogDescription": "تحصل المؤسسة فورًا على أدوارها المدمجة وسياسات الأمان الخاصة بها.",
		"create": "إنشاء المؤسسة",
		"save": "حفظ",
		"created": "تم إنشاء المؤسسة",
		"updated": "تم حفظ المؤسسة",
		"createFailed": "تعذّر إنشاء المؤسسة",
		"updateFailed": "تعذّر حفظ المؤسسة",
		"logoFailed": "تم حفظ المؤسسة ولكن ليس شعارها",
		"codeSanitized": "تم تصحيح الرمز",
		"inviteAdmin": "دعوة أول مسؤول",
		"inviteHint": "سيتلقى بريدًا إلكترونيًا برابط لاختيار كلمة المرور."
	},
	actions: {
		"edit": "تعديل {{name}}",
		"deactivate": "تعطيل",
		"reactivate": "إعادة التفعيل"
	},
	confirm: {
		"deactivateTitle": "تعطيل {{name}}؟",
		"reactivateTitle": "إعادة تفعيل {{name}}؟",
		"deactivateBody": "يُسجَّل خروج مستخدميها فورًا ولا يمكنهم تسجيل الدخول حتى إعادة تفعيلها.",
		"reactivateBody": "سيتمكن مستخدموها من تسجيل الدخول مجددًا.",
		"deactivated": "تم تعطيل {{name}}",
		"reactivated": "تمت إعادة تفعيل {{name}}"
	},
	profile: {
		"menu": "ملف المؤسسة",
		"title": "ملف المؤسسة",
		"subtitle": "المؤسسة التي تعمل فيها: اسمها وشعارها.",
		"edit": "تعديل الملف",
		"loadFailed": "تعذّر تحميل المؤسسة",
		"retry": "إعادة المحاولة"
	},
	switcher: {
		"label": "المؤسسة التي تعمل فيها",
		"all": "جميع المؤسسات",
		"failed": "تعذّر تغيير المؤسسة"
	},
	messages: {
		"organizationCodeTaken": "توجد مؤسسة بهذا الرمز بالفعل.",
		"ownOrganization": "لا يمكنك تعطيل مؤسستك.",
		"adminEmailTaken": "يوجد مستخدم بهذا البريد الإلكتروني بالفعل.",
		"adminRole": "أول مسؤول هو مسؤول أو مسؤول عميل.",
		"managersOnly": "لا يغيّر هذا إلا من يدير المؤسسات.",
		"nameMin": "يجب أن يتكون الاسم من حرفين على الأقل.",
		"nameMax": "يجب أن يكون الاسم أقل من 100 حرف.",
		"nameInvalid": "يحتوي الاسم على أحرف غير صالحة.",
		"codeMin": "يجب أن يتكون الرمز من حرفين على الأقل.",
		"codeMax": "يجب أن يكون الرمز أقل من 50 حرفًا.",
		"codeFormat": "لا يمكن أن يحتوي الرمز إلا على أحرف كبيرة وأرقام وشرطات سفلية.",
		"codeTaken": "هذا الرمز مستخدم بالفعل",
		"descriptionMax": "يجب أن يكون الوصف أقل من 500 حرف.",
		"website": "أدخل عنوان URL صالحًا يبدأ بـ http أو https.",
		"endBeforeStart": "يجب أن يكون تاريخ الانتهاء بعد تاريخ البدء.",
		"referenceNotFound": "غير موجود في هذه المؤسسة.",
		"positive": "يجب أن يكون رقمًا موجبًا.",
		"notNegative": "يجب أن يكون صفرًا أو أكثر.",
		"fileType": "يُسمح فقط بصور JPEG أو PNG أو GIF أو WebP أو SVG.",
		"fileSize": "حجم الملف أكبر من 5 ميغابايت.",
		"fileEmpty": "الملف فارغ.",
		"unsavedChanges": "لديك تغييرات غير محفوظة. هل تريد الإغلاق فعلًا؟",
		"cannotBeUndone": "لا يمكن التراجع عن هذا الإجراء."
	}
};
export { organizations_default as default };

//# sourceMappingURL=organizations-CkTWqk-s.js.map