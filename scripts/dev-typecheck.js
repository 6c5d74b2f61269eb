// The type checker of `npm run dev`: TypeScript's own watch mode over the web and server projects
// (`tsc -b --watch tsconfig.web.json`, which builds the server project it references), its lines
// printed as they come and each pass's errors handed on for the browser's overlay.
import { spawn } from 'node:child_process';
import { createRequire } from 'node:module';
import { createInterface } from 'node:readline';

const TSC = createRequire(import.meta.url).resolve('typescript/bin/tsc');

/** `web/src/x.tsx(3,7): error TS2322: Type …` (tsc's plain format, --pretty false). */
const ERROR_LINE = /^(?<file>.+?)\((?<line>\d+),(?<column>\d+)\): error (?<code>TS\d+): (?<message>.*)$/;
/** The line tsc ends each pass with: `… - Found 2 errors. Watching for file changes.` */
const PASS_END = /Found \d+ errors?\b/;

/** One TypeScript error as the overlay shows it: where, the code and the sentence. */
export const parseTypeErrorLine = (text) => {
  const match = ERROR_LINE.exec(text);
  if (!match?.groups) return null;
  const { file, line, column, code, message } = match.groups;
  return { file, line: Number(line), column: Number(column), code, message };
};

/**
 * Starts the checker; `onErrors` gets every finished pass's errors (an empty list once all is
 * well). `stop` ends it.
 */
export const startTypecheckWatch = ({ cwd, print, onErrors }) => {
  const child = spawn(process.execPath, [TSC, '-b', '--watch', '--preserveWatchOutput', '--pretty', 'false', 'tsconfig.web.json'], { cwd, stdio: ['ignore', 'pipe', 'pipe'] });
  let errors = [];
  const lines = createInterface({ input: child.stdout });
  lines.on('line', (text) => {
    if (!text.trim()) return;
    print(`[typecheck] ${text}`);
    const error = parseTypeErrorLine(text);
    if (error) errors.push(error);
    else if (/^\s/.test(text) && errors.length > 0) errors[errors.length - 1].message += `\n${text.trim()}`;
    else if (PASS_END.test(text)) {
      // tsc -b names an error once per project that meets it: each place and code once.
      const seen = new Set();
      onErrors(errors.filter(({ file, line, column, code }) => !seen.has(`${file}:${line}:${column}:${code}`) && seen.add(`${file}:${line}:${column}:${code}`)));
      errors = [];
    }
  });
  child.stderr.on('data', (chunk) => process.stderr.write(chunk));
  /** Ends the checker; resolves once it has exited. */
  const stop = () =>
    new Promise((stopped) => {
      if (child.exitCode !== null || child.signalCode !== null) return stopped();
      child.once('exit', () => stopped());
      child.kill('SIGTERM');
    });
  return { stop };
};
