var users_default = {
	menu: "Utilisateurs",
	list: {
		"title": "Utilisateurs",
		"subtitle": "Les personnes que vous pouvez voir : leur rôle, leur équipe et leur statut.",
		"tableLabel": "Utilisateurs",
		"search": "Rechercher par nom ou e-mail",
		"add": "Ajouter un utilisateur",
		"empty": "Aucun utilisateur pour l'instant.",
		"loadFailed": "Échec du chargement des utilisateurs"
	},
	filters: {
		"role": "Rôle",
		"allRoles": "Tous les rôles",
		"status": "Statut",
		"allStatuses": "Tous les statuts",
		"team": "Équipe",
		"anyTeam": "Toute équipe"
	},
	columns: {
		"user": "Utilisateur",
		"role": "Rôle",
		"team": "Équipe",
		"status": "Statut",
		"lastLogin": "Dernière connexion"
	},
	status: {
		"active": "Actif",
		"inactive": "Inactif"
	},
	never: "Jamais",
	teamValue: "Équipe {{id}}",
	brandValue: "Marque {{id}}",
	fields: {
		"email": "E-mail",
		"firstName": "Prénom",
		"lastName": "Nom",
		"phoneNumber": "Téléphone",
		"birthday": "Date de naissance",
		"department": "Service",
		"role": "Rôle",
		"organization": "Organisation",
		"team": "Équipe",
		"brand": "Marque",
		"isStaff": "Personnel",
		"isSuperuser": "Superutilisateur",
		"password": "Mot de passe initial",
		"dateJoined": "Inscription",
		"lastLogin": "Dernière connexion"
	},
	hints: {
		"organization": "Changer une personne d'organisation retire sa marque.",
		"team": "Les équipes ne sont pas encore listées : saisissez le numéro de l'équipe, ou laissez vide pour aucune.",
		"brand": "Une marque de son organisation, ou aucune.",
		"password": "8 caractères au moins. Remettez-le en personne ; la personne pourra le changer.",
		"resetLink": "La personne reçoit un e-mail avec un lien pour choisir son mot de passe, valable 72 heures."
	},
	brandChoice: {
		"none": "Aucune marque",
		"inactive": "{{name}} (inactive)"
	},
	create: {
		"title": "Ajouter un utilisateur",
		"description": "Le nouveau compte appartient à votre organisation.",
		"descriptionAnyOrganization": "Le nouveau compte appartient à votre organisation, sauf si vous en choisissez une autre.",
		"submit": "Créer l'utilisateur",
		"access": "Première connexion",
		"setPassword": "Définir un mot de passe",
		"emailLink": "Envoyer un lien par e-mail",
		"created": "{{email}} a été créé.",
		"createdWithLink": "{{email}} a été créé ; un lien pour choisir un mot de passe a été envoyé."
	},
	view: {
		"back": "Retour aux utilisateurs",
		"profile": "Profil",
		"profileSubtitle": "Le compte tel qu'il est enregistré.",
		"edit": "Modifier",
		"deactivate": "Désactiver",
		"reactivate": "Réactiver",
		"notFound": "Cet utilisateur n'existe pas, ou vous ne pouvez pas le voir.",
		"loadFailed": "Échec du chargement de l'utilisateur",
		"readOnly": "Vous pouvez consulter cet utilisateur, mais pas le modifier.",
		"yes": "Oui",
		"no": "Non",
		"none": "Aucun"
	},
	edit: {
		"title": "Modifier {{name}}",
		"description": "Seuls les champs que vous pouvez modifier sont affichés.",
		"submit": "Enregistrer",
		"saved": "Modifications enregistrées."
	},
	deactivate: {
		"title": "Désactiver {{name}} ?",
		"body": "La personne est déconnectée immédiatement, sur tous ses appareils, et ne peut plus se connecter jusqu'à sa réactivation.",
		"confirm": "Désactiver",
		"done": "{{name}} a été désactivé et déconnecté."
	},
	reactivate: {
		"title": "Réactiver {{name}} ?",
		"body": "La personne peut de nouveau se connecter avec son mot de passe.",
		"confirm": "Réactiver",
		"done": "{{name}} a été réactivé."
	},
	securityRoles: {
		"title": "Rôles de sécurité",
		"subtitle": "Les rôles personnalisés ajoutent des droits à ceux du rôle de l'utilisateur.",
		"fromRole": "Par son rôle",
		"assigned": "Rôles attribués",
		"none": "Aucun rôle personnalisé attribué.",
		"noneAvailable": "Cette organisation n'a pas encore de rôle personnalisé.",
		"inactive": "inactif",
		"save": "Enregistrer les rôles",
		"reset": "Annuler les changements",
		"saved": "Rôles de sécurité enregistrés. Ils s'appliquent dès la prochaine requête de l'utilisateur.",
		"saveFailed": "Échec de l'attribution des rôles.",
		"loadFailed": "Échec du chargement des rôles",
		"level": {
			"system": "Système",
			"organization": "Organisation",
			"department": "Service",
			"team": "Équipe"
		}
	}
};
export { users_default as default };

//# sourceMappingURL=users-D1j1VP9Z.js.map