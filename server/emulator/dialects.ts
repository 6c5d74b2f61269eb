// How the emulator writes its answers: the contract exactly (strict, the default) or the way real
// gateways are seen to write them (loose-dialect.ts). Its own file, so the package's declarations
// can name it without the emulator's internals.
export const DIALECTS = ['strict', 'loose'] as const;
export type TDialect = (typeof DIALECTS)[number];
