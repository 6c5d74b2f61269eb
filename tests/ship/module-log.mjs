// `node --import ./module-log.mjs …`: writes the URL of every module the process loads to the file
// MODULE_LOG names, one a line, so a test can read what a mode brought into memory.
import { register } from 'node:module';

register(new URL('./module-log-hooks.mjs', import.meta.url), { data: { file: process.env.MODULE_LOG } });
