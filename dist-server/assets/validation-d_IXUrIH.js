var validation_default = {
	required: "此字段为必填项。",
	maxLength: "此字段不能超过 {{max}} 个字符。",
	email: "请输入有效的电子邮箱地址。",
	passwordMin: "密码至少需要 {{min}} 个字符。",
	passwordsMismatch: "两次输入的密码不一致。",
	date: "请输入有效日期（YYYY-MM-DD）。",
	invalid: "请输入有效的值。",
	unknownField: "未知字段。",
	idNumber: "请输入大于或等于 1 的整数。",
	number: "请输入数字。",
	integer: "请输入整数。",
	tooLarge: "该数字过大。",
	blank: "此字段不能为空。",
	nulCharacter: "不允许使用空字符。"
};
export { validation_default as default };

//# sourceMappingURL=validation-d_IXUrIH.js.map