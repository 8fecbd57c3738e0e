var pages_default = {
	backHome: "Retour à l'accueil",
	comingSoon: {
		"title": "Bientôt disponible",
		"body": "Cette page est en cours de construction. Revenez d'ici peu pour découvrir les nouveautés."
	},
	maintenance: {
		"title": "Maintenance en cours",
		"body": "Nous améliorons le service et serons de retour très bientôt. Merci de votre patience."
	},
	pricing: {
		"title": "Tarifs",
		"subtitle": "Des formules simples qui évoluent avec votre organisation. Toutes incluent les quatre langues.",
		"perUser": "par utilisateur / mois",
		"popular": "La plus choisie",
		"cta": "Commencer",
		"note": "Prix hors TVA. Vous pouvez changer de formule à tout moment.",
		"plans": {
			"starter": {
				"name": "Essentiel",
				"description": "Pour une petite équipe qui s'organise.",
				"features": {
					"users": "Jusqu'à 5 utilisateurs",
					"organisation": "Une organisation",
					"languages": "Anglais, français, arabe et chinois",
					"support": "Assistance communautaire"
				}
			},
			"business": {
				"name": "Entreprise",
				"description": "Pour les sociétés avec plusieurs sites et équipes.",
				"features": {
					"users": "Jusqu'à 100 utilisateurs",
					"structure": "Sociétés, établissements et équipes",
					"roles": "Rôles et permissions personnalisés",
					"support": "Assistance par e-mail"
				}
			},
			"enterprise": {
				"name": "Groupe",
				"description": "Pour les groupes qui réunissent de nombreuses organisations.",
				"features": {
					"users": "Utilisateurs illimités",
					"organisations": "Plusieurs organisations",
					"security": "Journaux d'audit et politiques de sécurité",
					"support": "Assistance prioritaire et accompagnement"
				}
			}
		}
	},
	faq: {
		"title": "Questions fréquentes",
		"subtitle": "Connexion, mots de passe et langues.",
		"items": {
			"signIn": {
				"question": "Comment me connecter ?",
				"answer": "Ouvrez la page de connexion et saisissez l'adresse e-mail professionnelle et le mot de passe de votre compte. Une fois connecté, vous arrivez sur votre tableau de bord, ou sur la page que vous vouliez ouvrir."
			},
			"account": {
				"question": "Comment obtenir un compte ?",
				"answer": "Les comptes sont en général créés par un administrateur de votre organisation : adressez-vous à lui. Certains serveurs permettent aussi l'inscription par le lien « Créer un compte » de la page de connexion."
			},
			"forgot": {
				"question": "J'ai oublié mon mot de passe. Que faire ?",
				"answer": "Choisissez « Mot de passe oublié ? » sur la page de connexion et saisissez votre adresse e-mail. Si elle correspond à un compte, vous recevrez un e-mail avec un lien pour choisir un nouveau mot de passe."
			},
			"expired": {
				"question": "Mon lien de réinitialisation ne fonctionne pas.",
				"answer": "Un lien de réinitialisation ne sert qu'une fois et expire au bout d'une heure. Demandez-en un nouveau depuis la page « Mot de passe oublié ? » et utilisez l'e-mail le plus récent."
			},
			"password": {
				"question": "Qu'est-ce qu'un mot de passe valide ?",
				"answer": "Un mot de passe doit contenir au moins 8 caractères. Une phrase plus longue, que vous n'utilisez nulle part ailleurs, est à la fois plus sûre et plus facile à retenir."
			},
			"signedOut": {
				"question": "Pourquoi ai-je été déconnecté ?",
				"answer": "Pour votre sécurité, vous êtes déconnecté après 30 minutes d'inactivité, ainsi que lorsque votre mot de passe change. Reconnectez-vous pour continuer."
			},
			"language": {
				"question": "Comment changer de langue ?",
				"answer": "Utilisez le menu des langues en haut de chaque page. L'application est disponible en anglais, français, arabe et chinois ; l'arabe s'affiche de droite à gauche."
			}
		}
	}
};
export { pages_default as default };

//# sourceMappingURL=pages-BY0FPBqH.js.map