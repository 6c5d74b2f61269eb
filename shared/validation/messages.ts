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
  /** Not a spec text: spec §2 locks the project domain once saved; the form says so under the field. */
  projectPathLocked: 'The project domain cannot be changed once saved.',
} as const;

/** Not spec texts: changing the email asks for the current password (issue 46), under its field. */
export const CURRENT_PASSWORD_MESSAGES = {
  needed: 'Enter your current password to change the email.',
  wrong: 'The current password is not correct.',
  tooManyGuesses: 'Too many wrong passwords. Please try again in a few minutes.',
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

/**
 * Said when something failed and nothing more specific can be said: the server's 500 answer and the
 * screens' fallback. Its own export, so the browser's first load does not carry every server sentence.
 */
export const SOMETHING_WENT_WRONG = 'Something went wrong on our side. Please try again.';

/** What the server answers when no spec text applies: one sentence per situation, used by every layer. */
export const SERVER_MESSAGES = {
  bodyTooLarge: 'The request body is too large',
  forbidden: 'You do not have access to this resource',
  internal: SOMETHING_WENT_WRONG,
  serviceUnavailable: 'This service is not available at the moment',
  consentOnly: 'This service connects through its consent page, not with auth data',
  emailTaken: 'The email has already been taken.',
  /** The gateway's own word for a missing, expired or revoked session token. */
  unauthenticated: 'Unauthenticated.',
  noSuchEndpoint: 'No such endpoint',
} as const;

/**
 * Sentences only the server says (the emulator, the tRPC layer, the seed). Apart from
 * SERVER_MESSAGES, which screens also read, so they stay out of the browser's bundle.
 */
export const SERVER_ONLY_MESSAGES = {
  /** The gateway's consent address was not https (nor this machine's): the browser is not sent there. */
  consentUrlUnsafe: 'The service answered a consent page address that is not secure, so it was not opened. Please try again later.',
  /** The emulator's password hashing is saturated (its own protection of page loads). */
  hashingBusy: 'Too many people are signing in right now. Please try again in a moment.',
  /** Why an emulated sync of a revoked export failed: the sync history shows it. */
  accessTokenRefused: 'The service refused the access token.',
  /** Reset demo data where there is no emulator to reset (proxy mode: a real gateway's data). */
  noDemoData: 'There is no demo data to reset: this portal works on a real gateway.',
  /** The control surface answered something other than its refusal sentence. */
  demoResetFailed: 'The demo data could not be reset. Please try again.',
} as const;

/** Why a lead was not delivered, and what the lead endpoints refuse: sentences people read in the delivery log. */
export const LEAD_MESSAGES = {
  requiredFieldEmpty: (field: string) => `${field} is required by the CRM, and the mapping leaves it empty.`,
  answerMissing: (question: string, field: string) => `The lead has no answer to "${question}", which the mapping sends to ${field}.`,
  notAListValue: (value: string, field: string) => `The CRM refused the value "${value}" for ${field}: it is not one of the field's list values.`,
  unknownCrmField: (field: string) => `The CRM refused the mapping: it has no field "${field}".`,
  noPipeline: 'The CRM refused the deal: choose a pipeline and a stage in the settings.',
  crmDown: (nextAttempt: string) => `The CRM did not answer (it is unavailable). The delivery is tried again automatically at ${nextAttempt} UTC.`,
  crmDownGaveUp: 'The CRM did not answer (it is unavailable), and the automatic attempts have stopped. Retry once it is back.',
  rateLimited: (nextAttempt: string) => `The ad platform's rate limit was reached, so the lead could not be fetched yet. The delivery is tried again automatically at ${nextAttempt} UTC.`,
  rateLimitedGaveUp: "The ad platform's rate limit was reached, and the automatic attempts have stopped. Retry once the limit has passed.",
  notActive: 'This integration is not active: choose its forms and mapping, then Save and activate it before sending a test lead.',
  retryNotActive: 'This integration is not active: Save and activate it before trying the delivery again.',
  noForm: 'This integration listens to no lead form yet: choose a form in the settings first.',
  formNotListened: 'This integration does not listen to that lead form.',
  alreadyDelivered: 'This lead was already delivered to the CRM: a lead is never delivered twice.',
  leadNotFound: 'Lead not found',
  testLeadSent: 'Test lead sent',
  retried: 'Delivery tried again',
  retriedAll: (retried: number, delivered: number) =>
    retried === 0 ? 'No failed lead to retry.' : `${retried} failed ${retried === 1 ? 'lead was' : 'leads were'} tried again: ${delivered} delivered.`,
} as const;

