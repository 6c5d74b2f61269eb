// What people answer to a lead form's own questions, by topic: the emulator's leads draw from these
// and the configuration screen's test lead shows the first, so both read like real replies.
const ANSWERS_BY_TOPIC: readonly [RegExp, readonly string[]][] = [
  [/budget/i, ['Under 1,000 a month', '1,000–5,000 a month', '5,000–20,000 a month', 'Over 20,000 a month']],
  [/product|interested/i, ['Starter plan', 'Business plan', 'Enterprise plan', 'Not sure yet']],
  [/start|when/i, ['This week', 'This month', 'Next quarter', 'Just looking']],
  [/hear/i, ['Facebook ad', 'Instagram', 'A friend', 'Search engine', 'Trade show']],
  [/company size|employees/i, ['1–10', '11–50', '51–200', '200+']],
];
const YES_NO = ['Yes', 'No', 'Not sure'] as const;

/** The answers people give to a question with this label. */
export const answersFor = (label: string): readonly string[] => ANSWERS_BY_TOPIC.find(([topic]) => topic.test(label))?.[1] ?? YES_NO;
