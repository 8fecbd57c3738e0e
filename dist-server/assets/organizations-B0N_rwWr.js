var organizations_default = {
	menu: "Organisations",
	logoAlt: "Logo de {{name}}",
	list: {
		"title": "Organisations",
		"subtitle": "Les organisations (locataires) de la plateforme : créez-les, modifiez-les, désactivez-les.",
		"add": "Ajouter une organisation",
		"tableLabel": "Organisations",
		"search": "Rechercher par nom ou code",
		"empty": "Aucune organisation pour l’instant.",
		"loadFailed": "Échec du chargement des organisations"
	},
	columns: {
		"organization": "Organisation",
		"code": "Code",
		"users": "Utilisateurs",
		"created": "Créée le",
		"status": "Statut",
		"actions": "Actions"
	},
	fields: {
		"name": "Nom",
		"isActive": "Active : ses utilisateurs peuvent se connecter",
		"adminEmail": "E-mail du premier administrateur",
		"adminFirstName": "Prénom",
		"adminLastName": "Nom",
		"adminRole": "Rôle"
	},
	dialog: {
		"addTitle": "Ajouter une organisation",
		"editTitle": "Modifier {{name}}",
		"dialogDescription": "Une organisation reçoit aussitôt ses rôles intégrés et ses politiques de sécurité.",
		"create": "Créer l’organisation",
		"save": "Enregistrer",
		"created": "Organisation créée",
		"updated": "Organisation enregistrée",
		"createFailed": "L’organisation n’a pas pu être créée",
		"updateFailed": "L’organisation n’a pas pu être enregistrée",
		"logoFailed": "L’organisation a été enregistrée, mais pas son logo",
		"codeSanitized": "Le code a été rendu valide",
		"inviteAdmin": "Inviter un premier administrateur",
		"inviteHint": "Il reçoit un e-mail avec un lien pour choisir son mot de passe."
	},
	actions: {
		"edit": "Modifier {{name}}",
		"deactivate": "Désactiver",
		"reactivate": "Réactiver"
	},
	confirm: {
		"deactivateTitle": "Désactiver {{name}} ?",
		"reactivateTitle": "Réactiver {{name}} ?",
		"deactivateBody": "Ses utilisateurs sont déconnectés aussitôt et ne peuvent plus se connecter jusqu’à sa réactivation.",
		"reactivateBody": "Ses utilisateurs pourront de nouveau se connecter.",
		"deactivated": "{{name}} désactivée",
		"reactivated": "{{name}} réactivée"
	},
	profile: {
		"menu": "Profil de l’organisation",
		"title": "Profil de l’organisation",
		"subtitle": "L’organisation dans laquelle vous travaillez : son nom et son logo.",
		"edit": "Modifier le profil",
		"loadFailed": "Échec du chargement de l’organisation",
		"retry": "Réessayer"
	},
	switcher: {
		"label": "Organisation de travail",
		"all": "Toutes les organisations",
		"failed": "L’organisation n’a pas pu être changée"
	},
	messages: {
		"organizationCodeTaken": "Une organisation avec ce code existe déjà.",
		"ownOrganization": "Vous ne pouvez pas désactiver votre propre organisation.",
		"adminEmailTaken": "Un utilisateur avec cet e-mail existe déjà.",
		"adminRole": "Le premier administrateur est un admin ou un administrateur client.",
		"managersOnly": "Seuls ceux qui gèrent les organisations peuvent modifier ceci.",
		"nameMin": "Le nom doit comporter au moins 2 caractères.",
		"nameMax": "Le nom doit comporter moins de 100 caractères.",
		"nameInvalid": "Le nom contient des caractères non valides.",
		"codeMin": "Le code doit comporter au moins 2 caractères.",
		"codeMax": "Le code doit comporter moins de 50 caractères.",
		"codeFormat": "Le code ne peut contenir que des majuscules, des chiffres et des traits de soulignement.",
		"codeTaken": "Ce code est déjà utilisé",
		"descriptionMax": "La description doit comporter moins de 500 caractères.",
		"website": "Saisissez une URL http ou https valide.",
		"endBeforeStart": "La date de fin doit être postérieure à la date de début.",
		"referenceNotFound": "Introuvable dans cette organisation.",
		"positive": "Doit être un nombre positif.",
		"notNegative": "Doit être supérieur ou égal à zéro.",
		"fileType": "Seules les images JPEG, PNG, GIF, WebP ou SVG sont acceptées.",
		"fileSize": "Le fichier dépasse 5 Mo.",
		"fileEmpty": "Le fichier est vide.",
		"unsavedChanges": "Vous avez des modifications non enregistrées. Voulez-vous vraiment fermer ?",
		"cannotBeUndone": "Cette action est irréversible."
	}
};
export { organizations_default as default };

//# sourceMappingURL=organizations-B0N_rwWr.js.map