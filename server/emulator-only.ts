// `npm run emulator`: the emulated gateway alone (every /api endpoint, consent pages, outbox),
// so one process can be the "real" gateway of another (GATEWAY_URL=<this URL> npm start).
// `npm run emulator -- --replay path.har` answers the requests recorded in that file (GATEWAY_RECORD)
// with their recorded answers first (server/har/replay.ts); `-- --help` lists the options.
import { runEmulatorCommand } from './emulator/command';

await runEmulatorCommand({ argv: process.argv.slice(2), program: 'npm run emulator --', isTemporaryByDefault: false });
