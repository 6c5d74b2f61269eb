// Imported first by every npm entry (start, emulator, dev), before anything that an older Node
// might fail on with a sentence of its own: the Node `engines` in package.json asks for, or one
// line saying so and exit code 1.
import { readFileSync } from 'node:fs';

/** `>=20.19` → [20, 19]; the only form package.json's engines uses. */
const minimumOf = (range) => {
  const match = /^>=\s*(\d+)\.(\d+)/.exec(range ?? '');
  return match ? [Number(match[1]), Number(match[2])] : [0, 0];
};

/** The sentence for a Node older than `range`, or null when `version` (`v18.20.4`) is new enough. */
export const nodeTooOld = (version, range) => {
  const [major, minor] = version.replace(/^v/, '').split('.').map(Number);
  const [needMajor, needMinor] = minimumOf(range);
  if (major > needMajor || (major === needMajor && minor >= needMinor)) return null;
  return `The portal needs Node ${needMajor}.${needMinor} or newer (this is ${version.replace(/^v/, '')}). Install Node 24 (the current LTS) and run it again.`;
};

const engines = JSON.parse(readFileSync(new URL('../package.json', import.meta.url), 'utf8')).engines;
const problem = nodeTooOld(process.version, engines?.node);
if (problem) {
  console.error(problem);
  process.exit(1);
}
