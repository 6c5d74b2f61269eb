// Types of scripts/build-steps.js for the TypeScript that calls it (the browser tests' set-up).
export declare const REPO_ROOT: string;
export declare const WEB_DIST: string;
export declare const spaStaleReason: (distDir?: string, sources?: string[]) => string | null;
export declare const canBuild: () => boolean;
export declare const buildSpa: (options: { ifNeeded: boolean }) => void;
export declare const buildServer: (options: { ifNeeded: boolean }) => void;
