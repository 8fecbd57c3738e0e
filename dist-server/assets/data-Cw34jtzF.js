var data_default = {
	table: {
		"loading": "Chargement…",
		"empty": "Rien à afficher pour l'instant.",
		"emptyFiltered": "Aucun résultat pour cette recherche ou ces filtres.",
		"clearFilters": "Effacer la recherche et les filtres",
		"clearInput": "Effacer : {{label}}",
		"loadFailed": "La liste n'a pas pu être chargée.",
		"retry": "Réessayer",
		"range": "{{from}}–{{to}} sur {{count}}",
		"rangeEstimate": "{{from}}–{{to}} sur environ {{count}}",
		"results": "Résultats : {{count}}",
		"rowsPerPage": "Lignes par page",
		"page": "Page {{page}} sur {{pages}}",
		"pageEstimate": "Page {{page}} sur environ {{pages}}",
		"pagination": "Pagination",
		"firstPage": "Première page",
		"previousPage": "Page précédente",
		"nextPage": "Page suivante",
		"lastPage": "Dernière page"
	},
	form: {
		"cancel": "Annuler",
		"saveFailed": "Les modifications n'ont pas pu être enregistrées. Veuillez réessayer.",
		"saveRefused": "Les modifications n'ont pas pu être enregistrées.",
		"unsavedTitle": "Modifications non enregistrées",
		"unsavedChanges": "Vous avez des modifications non enregistrées. Voulez-vous vraiment fermer ?",
		"discard": "Fermer sans enregistrer"
	},
	organizationNumber: "Organisation n° {{id}}",
	none: "Aucun",
	organization: {
		"column": "Organisation",
		"filter": "Organisation",
		"all": "Toutes les organisations",
		"combined": "Chiffres cumulés de toutes les organisations que vous pouvez consulter. Choisissez-en une pour la voir seule.",
		"one": "Chiffres de {{name}} uniquement."
	}
};
export { data_default as default };

//# sourceMappingURL=data-Cw34jtzF.js.map