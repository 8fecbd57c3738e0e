var errors_default = {
	backHome: "Retour à l'accueil",
	notAuthorizedTitle: "Vous n'êtes pas autorisé !",
	notAuthorizedBody: "Votre compte n'a pas la permission que demande cette page. Demandez-la à un administrateur si elle vous revient.",
	notFoundTitle: "Page introuvable",
	notFoundBody: "Nous n'avons pas trouvé la page que vous cherchez.",
	loadFailed: "Les données n'ont pas pu être chargées. Veuillez réessayer.",
	goBack: "Revenir en arrière"
};
export { errors_default as default };

//# sourceMappingURL=errors-CN0DGitR.js.map