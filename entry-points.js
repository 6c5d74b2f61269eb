// Every entry point of the project, in one table: where a run starts. The server build
// (scripts/build-server.js) compiles the `built` ones into dist/<name>.js; knip (knip.config.js)
// starts its walk from all of them. A composition root that is not here is imported by one that is.
// Each: `file` (a path or a glob), `what` starts there, and `built`: the name of its dist/<name>.js
// when the server build compiles it (types in entry-points.d.ts).
export const ENTRY_POINTS = [
  { file: 'server/start.ts', what: 'npm start: the portal from the build (run-portal.ts, boot.ts, app.ts)', built: 'start' },
  { file: 'server/emulator-only.ts', what: 'npm run emulator: the emulated gateway alone (emulator/command.ts, serve.ts, standalone.ts)', built: 'emulator' },
  { file: 'server/package/index.ts', what: "the package's API, `portal/emulator` (package/emulator.ts)", built: 'emulator-api' },
  { file: 'server/package/bin.ts', what: 'the packaged `portal-emulator` command', built: 'portal-emulator' },
  { file: 'server/dev.ts', what: 'npm run dev: the portal with Vite in process (started by scripts/dev.js)' },
  { file: 'web/src/main.tsx', what: 'the SPA (web/index.html)' },
  { file: 'db/migrate-cli.ts', what: 'npm run db:migrate' },
  { file: 'seed/cli.ts', what: 'npm run seed' },
  { file: 'scripts/*.{js,ts}', what: 'npm run build, start, dev, load, lighthouse and the other scripts of package.json' },
  { file: 'tests/run-all.ts', what: 'npm test' },
  { file: 'tests/bench/{run,profile,serve,insights-only,namespace-bench}.ts', what: 'npm run bench, its profiler, the servers it loads, and two sections run alone' },
];

/** The entries the server build compiles, as Vite's `input` takes them: { name: file }. */
export const BUILT_ENTRIES = Object.fromEntries(ENTRY_POINTS.filter((entry) => entry.built).map((entry) => [entry.built, entry.file]));
