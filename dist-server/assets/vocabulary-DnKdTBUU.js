var vocabulary_default = {
	subjects: {
		"all": "الكل",
		"Dashboard": "لوحة المعلومات",
		"User": "المستخدم",
		"Organization": "المؤسسة",
		"Team": "الفريق",
		"Settings": "الإعدادات",
		"security": "الأمن",
		"AdminPanel": "لوحة الإدارة",
		"AclDemo": "عرض التحكم في الوصول",
		"Product": "المنتج",
		"Category": "الفئة",
		"Brand": "العلامة التجارية",
		"Sale": "البيع",
		"Order": "الطلب",
		"Customer": "العميل",
		"HR": "الموارد البشرية",
		"Employee": "الموظف",
		"Performance": "الأداء",
		"apps-hr": "شاشات الموارد البشرية",
		"TrackedProduct": "المنتج المتتبَّع",
		"Batch": "الدفعة",
		"Logistics": "الخدمات اللوجستية",
		"Shipping": "الشحن",
		"Calendar": "التقويم",
		"Kanban": "كانبان",
		"Support": "الدعم",
		"Environment": "البيئة",
		"Analytics": "التحليلات",
		"Report": "التقارير"
	},
	actions: {
		"manage": "إدارة",
		"create": "إنشاء",
		"read": "قراءة",
		"update": "تعديل",
		"delete": "حذف",
		"export": "تصدير",
		"approve": "اعتماد",
		"process": "معالجة",
		"cancel": "إلغاء"
	},
	applications: {
		"platform": "المنصة",
		"catalogue": "كتالوج المنتجات",
		"sales": "المبيعات",
		"hr": "الموارد البشرية",
		"tracking": "التتبع",
		"logistics": "الخدمات اللوجستية",
		"workspace": "مساحة العمل",
		"analytics": "التحليلات"
	},
	objectTypes: {
		"User": "مستخدم",
		"UserRole": "أدوار المستخدم",
		"SecurityRole": "دور أمني",
		"RolePermission": "صلاحية دور",
		"SecurityPolicy": "سياسات الأمن",
		"Product": "منتج",
		"Brand": "علامة تجارية",
		"Category": "فئة",
		"ProductType": "نوع منتج",
		"ProductStatus": "حالة منتج",
		"ProductLaunch": "إطلاق منتج",
		"ProductReview": "مراجعة منتج",
		"Referral": "إحالة",
		"CatalogueSettings": "إعدادات الكتالوج",
		"Organization": "مؤسسة",
		"Group": "مجموعة",
		"Company": "شركة",
		"Establishment": "منشأة",
		"Service": "قسم",
		"Team": "فريق",
		"Workplace": "مكان عمل",
		"Niveau": "مستوى",
		"UnitStatus": "حالة الوحدة",
		"UnitType": "نوع الوحدة",
		"UnitAddress": "عنوان",
		"UnitContact": "جهة اتصال"
	},
	auditActions: {
		"user": {
			"create": "إنشاء مستخدم",
			"update": "تعديل مستخدم",
			"signup": "تسجيل حساب جديد",
			"password_change": "تغيير كلمة المرور",
			"password_reset": "إعادة تعيين كلمة المرور",
			"security_roles": "تعيين الأدوار الأمنية"
		},
		"role": {
			"create": "إنشاء دور",
			"update": "تعديل دور",
			"delete": "حذف دور"
		},
		"permission": {
			"grant": "منح صلاحية",
			"update": "تعديل صلاحية",
			"revoke": "سحب صلاحية"
		},
		"policy": { "update": "تعديل السياسات" },
		"product": {
			"create": "إنشاء منتج",
			"update": "تعديل منتج",
			"delete": "حذف منتج",
			"image": {
				"add": "إضافة صورة منتج",
				"delete": "حذف صورة منتج",
				"reorder": "إعادة ترتيب صور المنتج"
			}
		},
		"brand": {
			"create": "إنشاء علامة تجارية",
			"update": "تعديل علامة تجارية",
			"delete": "حذف علامة تجارية",
			"logo": "تغيير شعار العلامة التجارية"
		},
		"category": {
			"create": "إنشاء فئة",
			"update": "تعديل فئة",
			"delete": "حذف فئة",
			"logo": "تغيير شعار الفئة"
		},
		"producttype": {
			"create": "إنشاء نوع منتج",
			"update": "تعديل نوع منتج",
			"delete": "حذف نوع منتج"
		},
		"productstatus": {
			"create": "إنشاء حالة منتج",
			"update": "تعديل حالة منتج",
			"delete": "حذف حالة منتج"
		},
		"productlaunch": {
			"create": "إنشاء إطلاق",
			"update": "تعديل إطلاق",
			"delete": "حذف إطلاق"
		},
		"productreview": {
			"create": "إنشاء مراجعة",
			"update": "تعديل مراجعة",
			"delete": "حذف مراجعة"
		},
		"referral": {
			"create": "إنشاء إحالة",
			"update": "تعديل إحالة",
			"delete": "حذف إحالة"
		},
		"catalogue_settings": { "update": "تعديل إعدادات الكتالوج" },
		"organization": {
			"create": "إنشاء مؤسسة",
			"update": "تعديل مؤسسة",
			"logo": "تغيير شعار المؤسسة"
		},
		"group": {
			"create": "إنشاء مجموعة",
			"update": "تعديل مجموعة",
			"delete": "حذف مجموعة"
		},
		"company": {
			"create": "إنشاء شركة",
			"update": "تعديل شركة",
			"delete": "حذف شركة",
			"move": "نقل شركة"
		},
		"establishment": {
			"create": "إنشاء منشأة",
			"update": "تعديل منشأة",
			"delete": "حذف منشأة",
			"move": "نقل منشأة"
		},
		"service": {
			"create": "إنشاء قسم",
			"update": "تعديل قسم",
			"delete": "حذف قسم",
			"move": "نقل قسم"
		},
		"team": {
			"create": "إنشاء فريق",
			"update": "تعديل فريق",
			"delete": "حذف فريق",
			"move": "نقل فريق"
		},
		"workplace": {
			"create": "إنشاء مكان عمل",
			"update": "تعديل مكان عمل",
			"delete": "حذف مكان عمل",
			"move": "نقل مكان عمل"
		},
		"niveau": {
			"create": "إنشاء مستوى",
			"update": "تعديل مستوى",
			"delete": "حذف مستوى"
		},
		"unitstatus": {
			"create": "إنشاء حالة الوحدة",
			"update": "تعديل حالة الوحدة",
			"delete": "حذف حالة الوحدة"
		},
		"unittype": {
			"create": "إنشاء نوع الوحدة",
			"update": "تعديل نوع الوحدة",
			"delete": "حذف نوع الوحدة"
		},
		"unitaddress": {
			"create": "إنشاء عنوان",
			"update": "تعديل عنوان",
			"delete": "حذف عنوان"
		},
		"unitcontact": {
			"create": "إنشاء جهة اتصال",
			"update": "تعديل جهة اتصال",
			"delete": "حذف جهة اتصال"
		}
	},
	securityEvents: {
		"network_error": "خطأ في الشبكة",
		"token_refresh_failed": "فشل تجديد الرمز",
		"rapid_requests": "طلبات متلاحقة",
		"xss_attempt": "محاولة حقن نص برمجي",
		"sensitive_storage_access": "الوصول إلى تخزين حساس",
		"unhandled_rejection": "رفض وعد غير معالج",
		"javascript_error": "خطأ JavaScript"
	},
	securityEventReasons: {
		"refresh_token_reused": "استُخدم رمز التحديث مرتين (أُلغي تسجيل الدخول)",
		"session_tampered": "عُدّلت الجلسة المحفوظة خارج التطبيق"
	}
};
export { vocabulary_default as default };

//# sourceMappingURL=vocabulary-DnKdTBUU.js.map