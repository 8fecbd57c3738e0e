var catalogueEngagement_default = {
	common: {
		"delete": "Supprimer",
		"save": "Enregistrer les modifications",
		"loading": "Chargement…"
	},
	reviewStatus: {
		"pending": "En attente",
		"approved": "Approuvé",
		"rejected": "Refusé"
	},
	referralStatus: {
		"pending": "En attente",
		"converted": "Converti",
		"paid": "Payé",
		"cancelled": "Annulé"
	},
	priority: {
		"low": "Basse",
		"medium": "Moyenne",
		"high": "Haute",
		"critical": "Critique"
	},
	reviews: {
		"title": "Gérer les avis",
		"subtitle": "Les avis des clients sur vos produits : approuvez-les pour les publier, ou refusez-les.",
		"tableLabel": "Avis sur les produits",
		"summary": "Avis par statut",
		"search": "Rechercher par auteur, titre ou commentaire",
		"allStatuses": "Tous les avis",
		"allRatings": "Toutes les notes",
		"stars": "{{rating}} étoiles",
		"ratingLabel": "Noté {{rating}} sur {{max}}",
		"empty": "Aucun client n’a encore donné son avis sur un produit.",
		"loadFailed": "Les avis n’ont pas pu être chargés.",
		"columns": {
			"product": "Produit",
			"author": "Auteur",
			"rating": "Note",
			"review": "Avis",
			"status": "Statut",
			"date": "Date de l’avis",
			"actions": "Actions possibles"
		},
		"approve": "Approuver l’avis de {{author}}",
		"reject": "Refuser l’avis de {{author}}",
		"delete": "Supprimer l’avis de {{author}}",
		"approved": "L’avis de {{author}} est approuvé.",
		"rejected": "L’avis de {{author}} est refusé.",
		"moderateFailed": "L’avis de {{author}} n’a pas pu être modéré.",
		"deleteTitle": "Supprimer cet avis ?",
		"deleteBody": "L’avis de {{author}} sera supprimé. Cette action est irréversible.",
		"deleted": "L’avis de {{author}} a été supprimé.",
		"deleteFailed": "L’avis n’a pas pu être supprimé."
	},
	referrals: {
		"title": "Parrainages",
		"subtitle": "Qui a parrainé qui, pour quel produit, et la commission due.",
		"tableLabel": "Liste des parrainages",
		"search": "Rechercher par code, nom ou e-mail",
		"allStatuses": "Tous les statuts",
		"empty": "Aucun parrainage pour l’instant.",
		"loadFailed": "Les parrainages n’ont pas pu être chargés.",
		"add": "Ajouter un parrainage",
		"addTitle": "Nouveau parrainage",
		"editTitle": "Modifier le parrainage {{code}}",
		"dialogDescription": "Le parrain touche la commission sur les achats du client parrainé.",
		"create": "Créer le parrainage",
		"created": "Parrainage {{code}} créé.",
		"updated": "Parrainage {{code}} enregistré.",
		"createFailed": "Le parrainage n’a pas pu être créé.",
		"updateFailed": "Le parrainage n’a pas pu être enregistré.",
		"deleteTitle": "Supprimer ce parrainage ?",
		"deleteBody": "Le parrainage {{code}} sera supprimé. Cette action est irréversible.",
		"deleted": "Parrainage {{code}} supprimé.",
		"deleteFailed": "Le parrainage n’a pas pu être supprimé.",
		"noProduct": "Aucun produit en particulier",
		"productSearch": "Rechercher des produits",
		"fields": {
			"code": "Code de parrainage",
			"referrerName": "Nom du parrain",
			"referrerEmail": "E-mail du parrain",
			"referredEmail": "E-mail du filleul",
			"product": "Produit",
			"commission": "Taux de commission (%)",
			"status": "Statut"
		},
		"hints": {
			"code": "Majuscules, chiffres et tirets bas, par ex. REF_SPRING.",
			"commission": "De 0 à 100, deux décimales au plus.",
			"product": "Facultatif : le produit concerné par le parrainage."
		},
		"columns": {
			"referrer": "Parrain",
			"commission": "Taux de commission",
			"created": "Créé le",
			"actions": "Actions possibles"
		}
	},
	settings: {
		"title": "Paramètres du catalogue",
		"subtitle": "Comment le catalogue affiche les prix et le stock, et les valeurs de départ des nouveaux produits.",
		"formTitle": "Valeurs par défaut du catalogue",
		"defaults": "Ce sont les paramètres par défaut ; personne ne les a encore modifiés.",
		"updatedAt": "Dernière modification le {{date}}.",
		"readOnly": "Vous pouvez consulter ces paramètres mais pas les modifier.",
		"loadFailed": "Les paramètres n’ont pas pu être chargés.",
		"saved": "Paramètres enregistrés.",
		"saveFailed": "Les paramètres n’ont pas pu être enregistrés.",
		"unsaved": "Modifications non enregistrées",
		"discard": "Annuler les modifications",
		"fields": {
			"currency": "Devise",
			"lowStockThreshold": "Seuil de stock bas",
			"defaultPriority": "Priorité par défaut",
			"defaultMinimumOrderQuantity": "Quantité minimale de commande par défaut"
		},
		"hints": {
			"currency": "Les prix et la valeur du stock sont affichés dans cette devise, par exemple {{example}}.",
			"lowStockThreshold": "Un produit dont le stock est inférieur ou égal à ce seuil est signalé en stock bas.",
			"defaultPriority": "La priorité d’un nouveau produit au départ.",
			"defaultMinimumOrderQuantity": "La quantité minimale de commande d’un nouveau produit au départ."
		}
	},
	categories: {
		"title": "Liste des catégories",
		"subtitle": "Toutes les catégories avec leurs produits ; ouvrez-en une pour voir ses produits.",
		"tableLabel": "Catégories",
		"empty": "Aucune catégorie pour l’instant.",
		"loadFailed": "Les catégories n’ont pas pu être chargées.",
		"inParent": "(dans {{parent}})",
		"inactive": "Désactivée",
		"columns": {
			"category": "Catégorie",
			"code": "Code de catégorie",
			"products": "Produits",
			"subcategories": "Sous-catégories"
		}
	}
};
export { catalogueEngagement_default as default };

//# sourceMappingURL=catalogueEngagement-BEGr10BJ.js.map