// `npx portal-emulator`: the packaged command. The same command as `npm run emulator`, but
// without --db (or DATABASE_PATH) its database is a throw-away copy of the seeded template.
import { runEmulatorCommand } from '../emulator/command';

await runEmulatorCommand({ argv: process.argv.slice(2), program: 'portal-emulator', isTemporaryByDefault: true });
