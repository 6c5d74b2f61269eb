// Every validation and error text of spec §5 and §8, copied verbatim, kept in one place.

export const VALIDATION_MESSAGES = {
  required: 'The field must not be empty',
  emailInvalid: 'Email not valid',
  passwordMismatch: 'Password mismatch',
  resetPasswordsMismatch: 'Passwords do not match.',
  projectPathTaken: 'Such project id already exists',
  selectPage: 'Select facebook page',
  selectForm: 'Select facebook form',
  createMapping: 'Create mapping fields',
  mappingCrmFieldEmpty: 'Keepin field can not be empty in mapping fields.',
  mappingFormFieldEmpty: 'Field can not be empty in mapping fields.',
  mappingTextEmpty: 'Text field can not be empty in mapping fields.',
  /**
   * Not a spec text: the spec limits project-domain keystrokes to letters, digits and hyphen,
   * so people never see this; it is what the server answers when a caller skips the browser.
   */
  projectPathCharacters: 'Only letters, digits and hyphens',
  /** Not a spec text either: the field stops typing at this length, so only API callers see it. */
  projectPathTooLong: 'At most 63 characters',
  /** Not spec texts: the gateway's password lengths, shown under the field as the spec's own rules are. */
  passwordTooShort: 'The password must be at least 8 characters',
  passwordTooLong: 'The password must be at most 128 characters',
  /** Not a spec text: a reset link whose token is missing or mangled. */
  resetLinkBroken: 'This reset link is incomplete. Open the link from the email again.',
  /** Not a spec text: the Synchronization modal and the sync calls refuse a start after the end. */
  syncDateOrder: 'Date start must not be after date end',
  /** Not a spec text: the admin lists' search box stops typing at this length, so only API callers see it. */
  searchTooLong: 'Search for at most 100 characters',
} as const;

/** The error catalogue of spec §8: fallback texts shown when the server gives none. */
export const ERROR_MESSAGES = {
  loginNoToken: 'Error login!',
  registerNoToken: 'Error register!',
  profileSave: 'Error save',
  passwordResetRequest: 'Error: Could not send reset request',
  passwordResetConfirm: 'Error: Could not confirm reset',
  startSync: 'Error start sync!',
} as const;

/** What the server answers when no spec text applies: one sentence per situation, used by every layer. */
export const SERVER_MESSAGES = {
  bodyTooLarge: 'The request body is too large',
  forbidden: 'You do not have access to this resource',
  internal: 'Something went wrong on our side. Please try again.',
  serviceUnavailable: 'This service is not available at the moment',
  consentOnly: 'This service connects through its consent page, not with auth data',
  emailTaken: 'The email has already been taken.',
} as const;
