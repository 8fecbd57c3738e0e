var dashboard_default = {
	organization: "组织：{{name}}",
	organizationNumber: "组织 #{{id}}"
};
export { dashboard_default as default };

//# sourceMappingURL=dashboard-Bu8VsCBV.js.map