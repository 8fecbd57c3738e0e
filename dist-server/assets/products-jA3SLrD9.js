var products_default = {
	menu: "Produits",
	loading: "Chargement…",
	actions: {
		"retry": "Réessayer",
		"cancel": "Annuler"
	},
	list: {
		"title": "Produits",
		"subtitle": "Le catalogue : prix, stock et possibilité de vendre chaque produit.",
		"tableLabel": "Produits",
		"search": "Rechercher par nom, code ou SKU",
		"add": "Ajouter un produit",
		"empty": "Aucun produit pour l'instant.",
		"loadFailed": "Échec du chargement des produits"
	},
	filters: {
		"status": "Statut",
		"allStatuses": "Tous les statuts",
		"type": "Type de produit",
		"allTypes": "Tous les types",
		"brand": "Marque",
		"allBrands": "Toutes les marques",
		"category": "Catégorie",
		"allCategories": "Toutes les catégories",
		"priority": "Priorité",
		"allPriorities": "Toutes les priorités"
	},
	columns: {
		"product": "Produit",
		"sku": "Réf. SKU",
		"brand": "Marque",
		"status": "Statut",
		"priority": "Priorité",
		"stock": "En stock",
		"price": "Prix",
		"margin": "Marge",
		"sale": "Vente"
	},
	priority: {
		"low": "Basse",
		"medium": "Moyenne",
		"high": "Haute",
		"critical": "Critique"
	},
	sale: {
		"available": "Disponible à la vente",
		"notForSale": "Hors vente",
		"outOfStock": "En rupture de stock"
	},
	format: {
		"percent": "{{value}}\xA0%",
		"days": "{{count}} j",
		"kilobytes": "{{value}} Ko",
		"megabytes": "{{value}} Mo"
	},
	fields: {
		"code": "Code produit",
		"sku": "Réf. SKU",
		"name": "Nom",
		"description": "Descriptif",
		"status": "Statut",
		"productType": "Type de produit",
		"brand": "Marque",
		"categories": "Catégories",
		"priority": "Priorité",
		"owner": "Responsable",
		"startDate": "Date de début",
		"endDate": "Date de fin",
		"duration": "Durée",
		"costBasis": "Coût de revient",
		"price": "Prix de vente conseillé",
		"margin": "Marge bénéficiaire",
		"stock": "Quantité en stock",
		"minimumOrder": "Quantité minimale de commande",
		"slug": "Identifiant d'URL",
		"metaTitle": "Méta-titre",
		"metaDescription": "Méta-description",
		"internalCode": "Code interne",
		"regulatory": "Informations réglementaires",
		"updatedAt": "Dernière mise à jour"
	},
	tabs: {
		"details": "Détails",
		"launches": "Lancements",
		"images": "Photos",
		"inventory": "Inventaire",
		"analytics": "Analyses"
	},
	view: {
		"back": "Retour aux produits",
		"subtitle": "{{brand}} — {{type}}",
		"edit": "Modifier",
		"delete": "Supprimer",
		"notFound": "Ce produit n'existe pas, ou vous ne pouvez pas le voir.",
		"general": "Général",
		"generalHint": "Ce qu'est le produit et qui s'en occupe.",
		"commercial": "Volet commercial",
		"commercialHint": "Dates, prix et informations de publication.",
		"yes": "Oui",
		"no": "Non"
	},
	"delete": {
		"title": "Supprimer {{name}} ?",
		"body": "{{name}} sera supprimé avec ses images et ses lancements. Cette action est irréversible.",
		"confirm": "Supprimer le produit"
	},
	launches: {
		"title": "Lancements",
		"subtitle": "Les lancements de ce produit et leur situation par rapport à la date prévue.",
		"none": "Aucun lancement prévu pour ce produit.",
		"loadFailed": "Échec du chargement des lancements.",
		"name": "Lancement",
		"status": "Statut",
		"planned": "Date prévue",
		"timing": "Échéance",
		"manager": "Responsable"
	},
	timing: {
		"overdue": "{{days}} jours de retard",
		"overdueOne": "1 jour de retard",
		"today": "lancement aujourd'hui",
		"upcoming": "dans {{days}} jours",
		"upcomingOne": "dans 1 jour",
		"launched": "Lancé le {{date}}"
	},
	launchStatus: {
		"planning": "En préparation",
		"scheduled": "Programmé",
		"in_progress": "En cours",
		"launched": "Lancé",
		"postponed": "Reporté",
		"cancelled": "Annulé"
	},
	launchType: {
		"new_product": "Nouveau produit",
		"relaunch": "Relance",
		"line_extension": "Extension de gamme",
		"seasonal": "Saisonnier",
		"limited_edition": "Édition limitée"
	},
	marketScope: {
		"local": "Locale",
		"regional": "Régionale",
		"national": "Nationale",
		"international": "Internationale",
		"global": "Mondiale"
	},
	launchFields: {
		"code": "Code du lancement",
		"name": "Nom du lancement",
		"description": "Description du lancement",
		"type": "Type de lancement",
		"status": "Statut du lancement",
		"marketScope": "Portée du marché",
		"manager": "Responsable du lancement",
		"plannedDate": "Date de lancement prévue",
		"targetRevenue": "Chiffre d'affaires visé",
		"targetUnits": "Unités visées"
	},
	images: {
		"title": "Photos",
		"subtitle": "La première image est la photo principale. Faites glisser une image, ou utilisez ses flèches, pour changer l'ordre.",
		"dropHere": "Déposez une image ici, ou choisissez un fichier",
		"hint": "JPEG, PNG, GIF, WebP ou SVG, jusqu'à {{size}}.",
		"upload": "Choisir une image",
		"uploading": "Envoi…",
		"none": "Aucune image pour l'instant.",
		"listLabel": "Images de {{name}}",
		"alt": "{{name}}, photo {{position}}",
		"position": "Image {{position}} sur {{count}}",
		"moved": "Image déplacée en position {{position}} sur {{count}}.",
		"dragHandle": "Faire glisser l'image {{position}}",
		"moveEarlier": "Avancer l'image {{position}}",
		"moveLater": "Reculer l'image {{position}}",
		"delete": "Supprimer l'image {{position}}"
	},
	inventory: {
		"title": "Inventaire",
		"subtitle": "Unités en stock, commande minimale et possibilité de vendre le produit.",
		"stockValue": "Valeur du stock",
		"stockValueHint": "Coût de revient × unités en stock",
		"saleStatus": "Statut de vente",
		"statusAllowsSales": "Le statut permet la vente",
		"inStock": "En stock",
		"notForSaleHint": "Produit non disponible à la vente : il ne peut pas être vendu dans son statut actuel. Vérifiez les règles métier du statut.",
		"outOfStockHint": "Rupture de stock. Le produit ne peut pas être vendu avant réapprovisionnement."
	},
	analytics: {
		"title": "Analyses",
		"subtitle": "Chiffres calculés à partir des données de ce produit.",
		"retailValue": "Valeur de vente du stock",
		"launches": {
			"total": "Lancements",
			"upcoming": "À venir",
			"today": "Lancement aujourd'hui",
			"overdue": "En retard",
			"launched": "Lancés"
		},
		"history": {
			"title": "Historique des statuts",
			"subtitle": "Chaque statut pris par ce produit, du plus ancien au plus récent.",
			"change": "{{from}} → {{to}}",
			"first": "Créé avec le statut {{to}}",
			"by": "par {{name}}",
			"failed": "Impossible de charger l'historique des statuts."
		}
	},
	edit: {
		"title": "Modifier {{name}}",
		"subtitle": "Nom, coût, dates, quantité, statut et responsable sont obligatoires.",
		"back": "Retour au produit",
		"identity": "Produit",
		"identityHint": "Le SKU découle du code produit et ne peut pas être modifié ici.",
		"commercial": "Coût, stock et dates",
		"commercialHint": "La durée est calculée à partir des dates de début et de fin.",
		"skuHint": "Généré à partir du code produit.",
		"durationHint": "Calculée à partir des dates.",
		"save": "Enregistrer les modifications"
	},
	unsaved: {
		"title": "Modifications non enregistrées",
		"stay": "Continuer la saisie",
		"leave": "Abandonner les modifications"
	},
	wizard: {
		"title": "Nouveau produit",
		"subtitle": "Quatre étapes : le produit est enregistré à la fin de l'étape 2, puis on peut ajouter des images et un lancement.",
		"stepsLabel": "Étapes",
		"steps": {
			"details": "Détails du produit",
			"costQuantity": "Coût et quantité",
			"images": "Photos",
			"launch": "Lancement"
		},
		"detailsHint": "Code, nom, statut, type de produit, marque, priorité, responsable et dates sont obligatoires.",
		"costHint": "Le coût de revient et la quantité en stock sont obligatoires et positifs ; le prix doit être positif s'il est indiqué.",
		"imagesHint": "Facultatif : ajoutez des photos maintenant, ou plus tard depuis la page du produit.",
		"launchHint": "Facultatif : planifiez le lancement du produit. Le code et le nom du lancement sont obligatoires.",
		"choose": "Choisir…",
		"brandsYouManage": "Seules les marques auxquelles vous pouvez ajouter des produits sont proposées.",
		"launchNotAllowed": "{{reason}} Vous pouvez terminer sans lancement, ou revenir à l'étape 1 pour choisir un autre statut.",
		"noManager": "Aucun responsable",
		"codeHint": "Majuscules, chiffres et tirets bas ; le SKU en est tiré.",
		"skuPreview": "SKU : {{sku}}",
		"slugHint": "Laissé vide, il est tiré du nom.",
		"savedOnNext": "Le produit est enregistré quand vous passez à l'étape suivante.",
		"generate": "Générer",
		"back": "Précédent",
		"next": "Suivant",
		"saveAndNext": "Enregistrer et continuer",
		"skip": "Passer",
		"skipLaunch": "Terminer sans lancement",
		"createLaunch": "Créer le lancement",
		"addAnother": "Ajouter un autre",
		"goToList": "Aller à la liste",
		"viewProduct": "Ouvrir le produit"
	}
};
export { products_default as default };

//# sourceMappingURL=products-jA3SLrD9.js.map