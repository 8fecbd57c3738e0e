/**
 * Texts of the organisations' administration in English: the API's error details and the forms'
 * rules. The SPA maps each to an i18n key (`organizations.messages.<name>`).
 */
export const organizationMessages = {
  organizationCodeTaken: 'An organisation with this code already exists.',
  ownOrganization: 'You cannot deactivate your own organisation.',
  adminEmailTaken: 'A user with that email already exists.',
  adminRole: 'The first administrator is an admin or a client administrator.',
  /** Fields only those who manage organisations may set (a client administrator keeps its name and logo). */
  managersOnly: 'Only those who manage organisations may change this.',
} as const;
