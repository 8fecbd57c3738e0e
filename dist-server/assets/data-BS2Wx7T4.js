var data_default = {
	table: {
		"loading": "Loading…",
		"empty": "Nothing to show yet.",
		"emptyFiltered": "Nothing matches the search or the filters.",
		"clearFilters": "Clear search and filters",
		"clearInput": "Clear {{label}}",
		"loadFailed": "The list could not be loaded.",
		"retry": "Retry",
		"range": "{{from}}–{{to}} of {{count}}",
		"rangeEstimate": "{{from}}–{{to}} of about {{count}}",
		"results": "Results: {{count}}",
		"rowsPerPage": "Rows per page",
		"page": "Page {{page}} of {{pages}}",
		"pageEstimate": "Page {{page}} of about {{pages}}",
		"pagination": "Pages",
		"firstPage": "First page",
		"previousPage": "Previous page",
		"nextPage": "Next page",
		"lastPage": "Last page"
	},
	form: {
		"cancel": "Cancel",
		"saveFailed": "The changes could not be saved. Please try again.",
		"saveRefused": "The changes could not be saved.",
		"unsavedTitle": "Unsaved changes",
		"unsavedChanges": "You have unsaved changes. Are you sure you want to close?",
		"discard": "Close without saving"
	},
	organizationNumber: "Organisation {{id}}",
	none: "None",
	organization: {
		"column": "Organisation",
		"filter": "Organisation",
		"all": "All organisations",
		"combined": "Combined figures of every organisation you may read. Choose one to see it alone.",
		"one": "Figures of {{name}} only."
	}
};
export { data_default as default };

//# sourceMappingURL=data-BS2Wx7T4.js.map