// What the data-store operations answer (reset, snapshots), on their own so that the package's
// type declarations can name them without the database's types.
export type TSnapshotInfo = { name: string; bytes: number; saved_at: string };
export type TRestoreReport = { ms: number; filled_days: number };
