// How a query or mutation wants its errors treated by the one global reaction (web/src/app/error-reactions.ts).
// 'notify' (default): the message as a notification. 'inline': the screen shows it itself (spec §8).
// 'silent': nothing shown (business-account errors are only logged; failed updates only stop a spinner).
// 'speculative': a prefetch made before the screen knows it needs the answer: no reaction at all,
// not even to 401/403 (the screen's own call reacts, if the screen makes it).
export type TErrorDisplay = 'notify' | 'inline' | 'silent' | 'speculative';

export type TCallMeta = { errorDisplay?: TErrorDisplay };

declare module '@tanstack/react-query' {
  interface Register {
    queryMeta: TCallMeta;
    mutationMeta: TCallMeta;
  }
}
