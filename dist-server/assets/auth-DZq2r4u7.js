var auth_default = {
	signInTitle: "Connexion",
	signInSubtitle: "Utilisez votre e-mail professionnel et votre mot de passe.",
	email: "E-mail",
	password: "Mot de passe",
	signIn: "Se connecter",
	signOut: "Se déconnecter",
	failed: "Échec de l'authentification",
	signedInAs: "Connecté en tant que {{email}} ({{role}})",
	forgotPasswordLink: "Mot de passe oublié ?",
	noAccount: "Nouveau ici ?",
	createAccountLink: "Créer un compte",
	haveAccount: "Vous avez déjà un compte ?",
	signInInstead: "Se connecter",
	backToLogin: "Retour à la connexion",
	accountCreated: "Votre compte a été créé. Connectez-vous avec votre nouveau mot de passe.",
	passwordHint: "Au moins {{min}} caractères.",
	brand: {
		"tagline": "Un seul back-office pour toute votre organisation.",
		"organisations": "Sociétés, établissements, équipes et personnes au même endroit.",
		"access": "Des rôles et des permissions qui décident qui voit quoi.",
		"languages": "Disponible en anglais, français, arabe et chinois."
	},
	register: {
		"title": "Créer un compte",
		"subtitle": "Renseignez vos informations pour commencer.",
		"firstName": "Prénom",
		"lastName": "Nom",
		"confirmPassword": "Confirmer le mot de passe",
		"submit": "Créer le compte",
		"failed": "Le compte n'a pas pu être créé"
	},
	steps: {
		"account": "Compte",
		"personal": "Identité",
		"confirm": "Validation",
		"review": "Vérifiez vos informations, puis créez le compte.",
		"next": "Suivant",
		"back": "Précédent"
	},
	forgot: {
		"title": "Mot de passe oublié ?",
		"subtitle": "Saisissez votre adresse e-mail : nous vous enverrons un lien pour choisir un nouveau mot de passe.",
		"submit": "Envoyer le lien",
		"sentTitle": "Consultez votre boîte de réception",
		"sent": "Si {{email}} correspond à un compte, nous lui avons envoyé un e-mail contenant un lien pour réinitialiser le mot de passe. Ce lien ne sert qu'une fois et reste valable une heure.",
		"again": "Utiliser une autre adresse"
	},
	reset: {
		"title": "Choisir un nouveau mot de passe",
		"subtitle": "Le nouveau mot de passe remplace l'ancien et vous déconnecte de tous vos appareils.",
		"newPassword": "Nouveau mot de passe",
		"confirmPassword": "Confirmer le nouveau mot de passe",
		"submit": "Enregistrer le mot de passe",
		"failed": "Le mot de passe n'a pas pu être réinitialisé",
		"badLink": "Ce lien de réinitialisation n'est pas valide.",
		"requestNew": "Demander un nouveau lien",
		"missingTitle": "Ce lien est incomplet",
		"missing": "Pour choisir un nouveau mot de passe, ouvrez le lien de l'e-mail de réinitialisation. Il manque une partie de ce lien dans l'adresse utilisée, elle ne peut donc pas servir. Vous pouvez demander un nouvel e-mail.",
		"doneTitle": "Mot de passe modifié",
		"done": "Votre nouveau mot de passe est enregistré. Connectez-vous avec lui pour continuer."
	},
	twoSteps: {
		"title": "Vérification en deux étapes",
		"subtitle": "Saisissez le code à {{length}} chiffres de votre application d'authentification.",
		"codeLabel": "Code de sécurité",
		"digit": "Chiffre {{position}} sur {{total}}",
		"codeInvalid": "Saisissez les {{length}} chiffres du code.",
		"submit": "Vérifier",
		"notEnabledTitle": "La vérification en deux étapes n'est pas activée pour ce compte",
		"notEnabled": "Ce serveur ne propose pas encore la vérification en deux étapes : aucun code n'est envoyé et aucun ne peut être vérifié. Connectez-vous avec votre e-mail et votre mot de passe.",
		"notCheckedTitle": "Le code n'a pas pu être vérifié",
		"notChecked": "Le format du code est correct, mais la vérification en deux étapes n'est pas activée pour ce compte : il n'a donc pas été vérifié. Connectez-vous plutôt avec votre e-mail et votre mot de passe."
	},
	verifyEmail: {
		"title": "Consultez votre boîte de réception",
		"subtitle": "Nous vous avons envoyé un e-mail contenant un lien.",
		"body": "Ouvrez l'e-mail et suivez son lien pour continuer. Le lien ne sert qu'une fois et expire au bout d'un certain temps.",
		"notReceived": "Rien après quelques minutes ? Regardez dans vos courriers indésirables ou demandez un nouveau lien.",
		"newLink": "M'envoyer un nouveau lien"
	},
	sessionEnded: {
		"refresh_token_reused": "Vous avez été déconnecté, car votre connexion a été utilisée ailleurs. Reconnectez-vous et changez votre mot de passe si ce n’était pas vous.",
		"session_tampered": "Vous avez été déconnecté, car la session enregistrée dans ce navigateur a été modifiée hors de l’application. Reconnectez-vous."
	}
};
export { auth_default as default };

//# sourceMappingURL=auth-DZq2r4u7.js.map