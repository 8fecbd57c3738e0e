var errors_default = {
	backHome: "العودة إلى الرئيسية",
	notAuthorizedTitle: "غير مصرح لك!",
	notAuthorizedBody: "لا يملك حسابك الإذن الذي تتطلبه هذه الصفحة. اطلبه من المسؤول إن كان يحق لك.",
	notFoundTitle: "الصفحة غير موجودة",
	notFoundBody: "لم نتمكن من العثور على الصفحة التي تبحث عنها.",
	loadFailed: "تعذر تحميل البيانات. يرجى المحاولة مرة أخرى.",
	goBack: "رجوع"
};
export { errors_default as default };

//# sourceMappingURL=errors-Dh3uxLm7.js.map