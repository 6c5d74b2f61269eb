// Types of node-check.js (plain JavaScript, so that an old Node reads it).
/** The sentence for a Node older than `range` (`>=20.19`), or null when `version` (`v18.20.4`) is new enough. */
export declare const nodeTooOld: (version: string, range: string | undefined) => string | null;
