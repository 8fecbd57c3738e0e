var accessControl_default = {
	menu: "Access control",
	title: "What you may do",
	subtitle: "Your rights in this back-office, area by area: what your role and the permissions granted to you allow.",
	signedInAs: "Signed in as {{email}}",
	viewRules: "View my rules",
	nothing: "Your account may not do anything here yet. Ask an administrator for the rights you need.",
	mine: {
		"verbs": {
			"read": "view",
			"create": "add",
			"update": "change",
			"delete": "delete",
			"export": "export",
			"approve": "approve",
			"process": "process",
			"cancel": "cancel"
		},
		"anything": "anything",
		"reach": {
			"everywhere": "in every organisation",
			"organization": "in your organisation",
			"brand": "your brand's only",
			"team": "your team's only",
			"own": "your own only",
			"someRecords": "some records only"
		},
		"someFields": "some details only"
	}
};
export { accessControl_default as default };

//# sourceMappingURL=accessControl-CqkoAwty.js.map