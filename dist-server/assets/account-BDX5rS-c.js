var account_default = {
	menu: "إعدادات الحساب",
	settingsTitle: "إعدادات الحساب",
	settingsSubtitle: "بيانات ملفك الشخصي وكلمة المرور.",
	tabs: {
		"account": "الحساب",
		"security": "الأمان",
		"profile": "الملف الشخصي",
		"permissions": "الصلاحيات"
	},
	userMenu: {
		"profile": "ملفي الشخصي",
		"settings": "إعدادات الحساب"
	},
	profile: {
		"accountTitle": "تسجيل الدخول والمؤسسة",
		"accountSubtitle": "يدير هذه البيانات أحد المسؤولين.",
		"name": "الاسم",
		"email": "البريد الإلكتروني",
		"role": "الدور",
		"organization": "المؤسسة",
		"title": "بيانات الملف الشخصي",
		"subtitle": "حافظ على تحديث اسمك وبيانات الاتصال بك.",
		"firstName": "الاسم الأول",
		"lastName": "اسم العائلة",
		"phoneNumber": "رقم الهاتف",
		"birthday": "تاريخ الميلاد",
		"department": "القسم",
		"notEditable": "لا يسمح لك دورك بتغيير هذا الحقل.",
		"save": "حفظ التغييرات",
		"reset": "إعادة تعيين",
		"saved": "تم حفظ ملفك الشخصي.",
		"saveFailed": "تعذّر حفظ ملفك الشخصي. يرجى المحاولة مرة أخرى."
	},
	security: {
		"title": "تغيير كلمة المرور",
		"subtitle": "أدخل كلمة المرور الحالية، ثم الجديدة مرتين.",
		"oldPassword": "كلمة المرور الحالية",
		"newPassword": "كلمة المرور الجديدة",
		"newPasswordHint": "8 أحرف على الأقل.",
		"confirmPassword": "تأكيد كلمة المرور الجديدة",
		"submit": "تغيير كلمة المرور",
		"clear": "مسح",
		"changed": "تم تغيير كلمة المرور.",
		"changedDetail": "تم تسجيل خروجك من أجهزتك الأخرى. تبقى هذه الجلسة مفتوحة حتى تنتهي صلاحيتها؛ بعدها سجّل الدخول بكلمة المرور الجديدة.",
		"changeFailed": "تعذّر تغيير كلمة المرور. يرجى المحاولة مرة أخرى."
	},
	userProfile: {
		"title": "ملف المستخدم",
		"joined": "انضم في {{date}}",
		"team": "الفريق",
		"brand": "العلامة التجارية",
		"notSet": "غير محدد",
		"about": "نبذة",
		"edit": "تعديل الملف الشخصي",
		"lastLogin": "آخر تسجيل دخول",
		"status": "الحالة",
		"active": "نشط",
		"inactive": "غير نشط"
	},
	permissions: {
		"title": "صلاحياتك",
		"subtitle": "القواعد التي تحملها جلستك. القاعدة اللاحقة لها الأولوية على السابقة.",
		"effect": "الأثر",
		"action": "الإجراء",
		"subject": "الموضوع",
		"conditions": "الشروط",
		"fields": "الحقول",
		"allow": "سماح",
		"deny": "منع",
		"anyRecord": "أي سجل",
		"allFields": "كل الحقول",
		"empty": "لا تحمل جلستك أي قواعد."
	}
};
export { account_default as default };

//# sourceMappingURL=account-BDX5rS-c.js.map