var validation_default = {
	required: "Ce champ est obligatoire.",
	maxLength: "Ce champ ne doit pas dépasser {{max}} caractères.",
	email: "Saisissez une adresse e-mail valide.",
	passwordMin: "Le mot de passe doit contenir au moins {{min}} caractères.",
	passwordsMismatch: "Les mots de passe ne correspondent pas.",
	date: "Saisissez une date valide (AAAA-MM-JJ).",
	invalid: "Saisissez une valeur valide.",
	unknownField: "Champ inconnu.",
	idNumber: "Saisissez un nombre entier supérieur ou égal à 1.",
	number: "Saisissez un nombre.",
	integer: "Saisissez un nombre entier.",
	tooLarge: "Ce nombre est trop grand.",
	blank: "Ce champ ne peut pas être vide.",
	nulCharacter: "Les caractères nuls ne sont pas autorisés."
};
export { validation_default as default };

//# sourceMappingURL=validation-jkh5UgqP.js.map