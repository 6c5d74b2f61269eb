// Types of entry-points.js (plain JavaScript, so the server build reads it without tsx).
export type TEntryPoint = { file: string; what: string; built?: string };
export declare const ENTRY_POINTS: TEntryPoint[];
export declare const BUILT_ENTRIES: Record<string, string>;
