// Types of dev-typecheck.js for the tests that read it.
export type TTypeErrorLine = { file: string; line: number; column: number; code: string; message: string };
export declare const parseTypeErrorLine: (text: string) => TTypeErrorLine | null;
export declare const startTypecheckWatch: (options: { cwd: string; print: (line: string) => void; onErrors: (errors: TTypeErrorLine[]) => void }) => { stop: () => Promise<void> };
