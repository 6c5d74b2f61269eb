// An answer before it is HTTP, as the request pipeline, the faults and the loose dialects pass it on.

/** A JSON value, or text as is (a malformed fault, an empty 499). */
export type TEmulatorAnswer = { status: number; headers: Record<string, string>; body: unknown } | { status: number; headers: Record<string, string>; text: string };
