var vocabulary_default = {
	subjects: {
		"all": "Tout",
		"Dashboard": "Tableau de bord",
		"User": "Utilisateur",
		"Organization": "Organisation",
		"Team": "Équipe",
		"Settings": "Paramètres",
		"security": "Sécurité",
		"AdminPanel": "Panneau d'administration",
		"AclDemo": "Démo du contrôle d'accès",
		"Product": "Produit",
		"Category": "Catégorie",
		"Brand": "Marque",
		"Sale": "Vente",
		"Order": "Commande",
		"Customer": "Client",
		"HR": "RH",
		"Employee": "Employé",
		"Performance": "Évaluations",
		"apps-hr": "Écrans RH",
		"TrackedProduct": "Produit suivi",
		"Batch": "Lot",
		"Logistics": "Logistique",
		"Shipping": "Expédition",
		"Calendar": "Calendrier",
		"Kanban": "Tableau kanban",
		"Support": "Assistance",
		"Environment": "Environnement",
		"Analytics": "Analyses",
		"Report": "Rapports"
	},
	actions: {
		"manage": "Gérer",
		"create": "Créer",
		"read": "Lire",
		"update": "Modifier",
		"delete": "Supprimer",
		"export": "Exporter",
		"approve": "Approuver",
		"process": "Traiter",
		"cancel": "Annuler"
	},
	applications: {
		"platform": "Plateforme",
		"catalogue": "Catalogue produits",
		"sales": "Ventes",
		"hr": "Ressources humaines",
		"tracking": "Suivi",
		"logistics": "Logistique",
		"workspace": "Espace de travail",
		"analytics": "Analyses"
	},
	objectTypes: {
		"User": "Utilisateur",
		"UserRole": "Rôles d'un utilisateur",
		"SecurityRole": "Rôle de sécurité",
		"RolePermission": "Permission de rôle",
		"SecurityPolicy": "Politiques de sécurité",
		"Product": "Produit",
		"Brand": "Marque",
		"Category": "Catégorie",
		"ProductType": "Type de produit",
		"ProductStatus": "Statut de produit",
		"ProductLaunch": "Lancement de produit",
		"ProductReview": "Avis sur un produit",
		"Referral": "Parrainage",
		"CatalogueSettings": "Paramètres du catalogue",
		"Organization": "Organisation",
		"Group": "Groupe",
		"Company": "Société",
		"Establishment": "Établissement",
		"Service": "Service",
		"Team": "Équipe",
		"Workplace": "Poste de travail",
		"Niveau": "Niveau",
		"UnitStatus": "Statut d'unité",
		"UnitType": "Type d'unité",
		"UnitAddress": "Adresse",
		"UnitContact": "Contact"
	},
	auditActions: {
		"user": {
			"create": "Utilisateur créé",
			"update": "Utilisateur modifié",
			"signup": "Inscription",
			"password_change": "Mot de passe changé",
			"password_reset": "Mot de passe réinitialisé",
			"security_roles": "Rôles de sécurité attribués"
		},
		"role": {
			"create": "Rôle créé",
			"update": "Rôle modifié",
			"delete": "Rôle supprimé"
		},
		"permission": {
			"grant": "Permission accordée",
			"update": "Permission modifiée",
			"revoke": "Permission retirée"
		},
		"policy": { "update": "Politiques modifiées" },
		"product": {
			"create": "Produit créé",
			"update": "Produit modifié",
			"delete": "Produit supprimé",
			"image": {
				"add": "Image de produit ajoutée",
				"delete": "Image de produit retirée",
				"reorder": "Images de produit réordonnées"
			}
		},
		"brand": {
			"create": "Marque créée",
			"update": "Marque modifiée",
			"delete": "Marque supprimée",
			"logo": "Logo de marque changé"
		},
		"category": {
			"create": "Catégorie créée",
			"update": "Catégorie modifiée",
			"delete": "Catégorie supprimée",
			"logo": "Logo de catégorie changé"
		},
		"producttype": {
			"create": "Type de produit créé",
			"update": "Type de produit modifié",
			"delete": "Type de produit supprimé"
		},
		"productstatus": {
			"create": "Statut de produit créé",
			"update": "Statut de produit modifié",
			"delete": "Statut de produit supprimé"
		},
		"productlaunch": {
			"create": "Lancement créé",
			"update": "Lancement modifié",
			"delete": "Lancement supprimé"
		},
		"productreview": {
			"create": "Avis créé",
			"update": "Avis modifié",
			"delete": "Avis supprimé"
		},
		"referral": {
			"create": "Parrainage créé",
			"update": "Parrainage modifié",
			"delete": "Parrainage supprimé"
		},
		"catalogue_settings": { "update": "Paramètres du catalogue modifiés" },
		"organization": {
			"create": "Organisation créée",
			"update": "Organisation modifiée",
			"logo": "Logo d’organisation changé"
		},
		"group": {
			"create": "Groupe créé",
			"update": "Groupe modifié",
			"delete": "Groupe supprimé"
		},
		"company": {
			"create": "Société créée",
			"update": "Société modifiée",
			"delete": "Société supprimée",
			"move": "Société déplacée"
		},
		"establishment": {
			"create": "Établissement créé",
			"update": "Établissement modifié",
			"delete": "Établissement supprimé",
			"move": "Établissement déplacé"
		},
		"service": {
			"create": "Service créé",
			"update": "Service modifié",
			"delete": "Service supprimé",
			"move": "Service déplacé"
		},
		"team": {
			"create": "Équipe créée",
			"update": "Équipe modifiée",
			"delete": "Équipe supprimée",
			"move": "Équipe déplacée"
		},
		"workplace": {
			"create": "Poste de travail créé",
			"update": "Poste de travail modifié",
			"delete": "Poste de travail supprimé",
			"move": "Poste de travail déplacé"
		},
		"niveau": {
			"create": "Niveau créé",
			"update": "Niveau modifié",
			"delete": "Niveau supprimé"
		},
		"unitstatus": {
			"create": "Statut d'unité créé",
			"update": "Statut d'unité modifié",
			"delete": "Statut d'unité supprimé"
		},
		"unittype": {
			"create": "Type d'unité créé",
			"update": "Type d'unité modifié",
			"delete": "Type d'unité supprimé"
		},
		"unitaddress": {
			"create": "Adresse créée",
			"update": "Adresse modifiée",
			"delete": "Adresse supprimée"
		},
		"unitcontact": {
			"create": "Contact créé",
			"update": "Contact modifié",
			"delete": "Contact supprimé"
		}
	},
	securityEvents: {
		"network_error": "Erreur réseau",
		"token_refresh_failed": "Échec du renouvellement du jeton",
		"rapid_requests": "Requêtes en rafale",
		"xss_attempt": "Tentative d’injection de script",
		"sensitive_storage_access": "Accès au stockage sensible",
		"unhandled_rejection": "Promesse rejetée non gérée",
		"javascript_error": "Erreur JavaScript"
	},
	securityEventReasons: {
		"refresh_token_reused": "Jeton de rafraîchissement utilisé deux fois (connexion révoquée)",
		"session_tampered": "Session enregistrée modifiée hors de l’application"
	}
};
export { vocabulary_default as default };

//# sourceMappingURL=vocabulary-DzkBswyl.js.map