var accessControl_default = {
	menu: "Contrôle d'accès",
	title: "Ce que vous pouvez faire",
	subtitle: "Vos droits dans ce back-office, domaine par domaine : ce que permettent votre rôle et les permissions qui vous ont été accordées.",
	signedInAs: "Connecté en tant que {{email}}",
	viewRules: "Voir mes règles",
	nothing: "Votre compte ne peut encore rien faire ici. Demandez à un administrateur les droits dont vous avez besoin.",
	mine: {
		"verbs": {
			"read": "consulter",
			"create": "ajouter",
			"update": "modifier",
			"delete": "supprimer",
			"export": "exporter",
			"approve": "approuver",
			"process": "traiter",
			"cancel": "annuler"
		},
		"anything": "tout faire",
		"reach": {
			"everywhere": "dans toutes les organisations",
			"organization": "dans votre organisation",
			"brand": "ceux de votre marque uniquement",
			"team": "ceux de votre équipe uniquement",
			"own": "les vôtres uniquement",
			"someRecords": "certains enregistrements seulement"
		},
		"someFields": "certains champs seulement"
	}
};
export { accessControl_default as default };

//# sourceMappingURL=accessControl-DllxdjOZ.js.map