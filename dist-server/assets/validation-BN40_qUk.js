var validation_default = {
	required: "هذا الحقل مطلوب.",
	maxLength: "تأكد من أن هذا الحقل لا يتجاوز {{max}} حرفًا.",
	email: "أدخل عنوان بريد إلكتروني صالحًا.",
	passwordMin: "يجب أن تتكون كلمة المرور من {{min}} أحرف على الأقل.",
	passwordsMismatch: "كلمتا المرور غير متطابقتين.",
	date: "أدخل تاريخًا صالحًا (YYYY-MM-DD).",
	invalid: "أدخل قيمة صالحة.",
	unknownField: "حقل غير معروف.",
	idNumber: "أدخل عددًا صحيحًا يساوي 1 أو أكثر.",
	number: "أدخل رقمًا.",
	integer: "أدخل عددًا صحيحًا.",
	tooLarge: "هذا الرقم كبير جدًا.",
	blank: "لا يمكن ترك هذا الحقل فارغًا.",
	nulCharacter: "الأحرف الفارغة (NUL) غير مسموح بها."
};
export { validation_default as default };

//# sourceMappingURL=validation-BN40_qUk.js.map