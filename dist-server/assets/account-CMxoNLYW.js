var account_default = {
	menu: "Paramètres du compte",
	settingsTitle: "Paramètres du compte",
	settingsSubtitle: "Vos informations de profil et votre mot de passe.",
	tabs: {
		"account": "Compte",
		"security": "Sécurité",
		"profile": "Profil",
		"permissions": "Autorisations"
	},
	userMenu: {
		"profile": "Mon profil",
		"settings": "Paramètres du compte"
	},
	profile: {
		"accountTitle": "Connexion et organisation",
		"accountSubtitle": "Ces informations sont gérées par un administrateur.",
		"name": "Nom complet",
		"email": "Adresse e-mail",
		"role": "Rôle",
		"organization": "Organisation",
		"title": "Informations du profil",
		"subtitle": "Gardez votre nom et vos coordonnées à jour.",
		"firstName": "Prénom",
		"lastName": "Nom",
		"phoneNumber": "Numéro de téléphone",
		"birthday": "Date de naissance",
		"department": "Service",
		"notEditable": "Votre rôle ne vous permet pas de modifier ce champ.",
		"save": "Enregistrer les modifications",
		"reset": "Réinitialiser",
		"saved": "Votre profil a été enregistré.",
		"saveFailed": "Votre profil n'a pas pu être enregistré. Veuillez réessayer."
	},
	security: {
		"title": "Changer le mot de passe",
		"subtitle": "Saisissez votre mot de passe actuel, puis le nouveau deux fois.",
		"oldPassword": "Mot de passe actuel",
		"newPassword": "Nouveau mot de passe",
		"newPasswordHint": "Au moins 8 caractères.",
		"confirmPassword": "Confirmer le nouveau mot de passe",
		"submit": "Changer le mot de passe",
		"clear": "Effacer",
		"changed": "Votre mot de passe a été modifié.",
		"changedDetail": "Vous avez été déconnecté de vos autres appareils. Cette session reste ouverte jusqu'à son expiration ; connectez-vous ensuite avec votre nouveau mot de passe.",
		"changeFailed": "Votre mot de passe n'a pas pu être modifié. Veuillez réessayer."
	},
	userProfile: {
		"title": "Profil utilisateur",
		"joined": "Inscrit le {{date}}",
		"team": "Équipe",
		"brand": "Marque",
		"notSet": "Non renseigné",
		"about": "À propos",
		"edit": "Modifier le profil",
		"lastLogin": "Dernière connexion",
		"status": "Statut",
		"active": "Actif",
		"inactive": "Inactif"
	},
	permissions: {
		"title": "Vos autorisations",
		"subtitle": "Les règles de votre session. Une règle plus récente l'emporte sur une règle antérieure.",
		"effect": "Effet",
		"action": "Opération",
		"subject": "Sujet",
		"conditions": "Critères",
		"fields": "Champs",
		"allow": "Autoriser",
		"deny": "Refuser",
		"anyRecord": "Tout enregistrement",
		"allFields": "Tous les champs",
		"empty": "Votre session ne contient aucune règle."
	}
};
export { account_default as default };

//# sourceMappingURL=account-CMxoNLYW.js.map