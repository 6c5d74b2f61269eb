// The one test for "a JSON object" (not null, not an array), for code that reads JSON of unknown shape.

export const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);
