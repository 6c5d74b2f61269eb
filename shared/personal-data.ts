// A lead's personal data (its email and phone): how the delivery log masks it, and which answer
// keys the request journal and HAR recordings redact. One place for both rules.

/** Answer keys that hold a lead's email or phone (the form's question keys). */
const PERSONAL_ANSWER_KEY = /(^|_)(email|phone|phone_number)$/i;

/** Object keys that carry a lead's answers in a request or an answer. */
export const LEAD_ANSWERS_KEY = 'answers';

export const isPersonalAnswerKey = (key: string): boolean => PERSONAL_ANSWER_KEY.test(key);

/** "anna.smith@example.com" → "a•••@example.com": enough to recognise, not to write to. */
export const maskEmail = (email: string): string => {
  const at = email.lastIndexOf('@');
  if (at < 1) return '•••';
  return `${email.slice(0, 1)}•••${email.slice(at)}`;
};

/** "+1 555 0142" → "•••42". */
export const maskPhone = (phone: string): string => {
  const digits = phone.replace(/\D/g, '');
  return digits.length < 4 ? '•••' : `•••${digits.slice(-2)}`;
};

/** A lead's answers (an object by question key) with its email and phone replaced by `replacement`; anything else as is. */
export const redactLeadAnswers = (answers: unknown, replacement: string): unknown =>
  answers && typeof answers === 'object' && !Array.isArray(answers)
    ? Object.fromEntries(Object.entries(answers).map(([key, value]) => [key, typeof value === 'string' && isPersonalAnswerKey(key) ? replacement : value]))
    : answers;
