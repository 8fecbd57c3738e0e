var app_default = {
	title: "Back-office",
	language: "Langue",
	theme: "Thème",
	themes: {
		"light": "Clair",
		"dark": "Sombre",
		"system": "Système"
	},
	scrollToTop: "Revenir en haut",
	footer: "© {{year}} Back-office. Tous droits réservés.",
	customizer: {
		"open": "Personnaliser la mise en page",
		"title": "Préférences de mise en page",
		"description": "Conservées sur cet appareil.",
		"theming": "Apparence",
		"primaryColor": "Couleur principale",
		"colors": {
			"purple": "Violet",
			"blue": "Bleu",
			"cyan": "Cyan",
			"teal": "Sarcelle",
			"green": "Vert",
			"orange": "Orange",
			"pink": "Rose"
		},
		"skin": "Style",
		"skins": {
			"default": "Par défaut",
			"bordered": "Bordé"
		},
		"layout": "Mise en page",
		"navLayout": "Navigation",
		"navLayouts": {
			"vertical": "Verticale",
			"horizontal": "Horizontale"
		},
		"navCollapsed": "Navigation réduite",
		"contentWidth": "Largeur du contenu",
		"contentWidths": {
			"boxed": "Encadrée",
			"full": "Pleine"
		},
		"navbarType": "Barre supérieure",
		"navbarTypes": {
			"sticky": "Fixe",
			"static": "Statique",
			"hidden": "Masquée"
		},
		"hiddenNavbarHorizontal": "La navigation horizontale se trouve dans la barre supérieure, qui reste donc fixe.",
		"navbarBlur": "Flou derrière la barre supérieure",
		"reset": "Rétablir les valeurs par défaut"
	}
};
export { app_default as default };

//# sourceMappingURL=app-ZzkaQVvu.js.map