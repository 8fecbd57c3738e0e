var dashboard_default = {
	organization: "المؤسسة: {{name}}",
	organizationNumber: "المؤسسة رقم {{id}}"
};
export { dashboard_default as default };

//# sourceMappingURL=dashboard-DEn_sNHc.js.map