// The loader hooks of module-log.mjs (they run on Node's hooks thread).
import { appendFileSync } from 'node:fs';

/** @type {string | undefined} */
let file;

/** @param {{ file?: string }} data */
export const initialize = (data) => {
  file = data.file;
};

/** @param {string} url @param {unknown} context @param {(url: string, context: unknown) => Promise<unknown>} next */
export const load = async (url, context, next) => {
  if (file) appendFileSync(file, `${url}\n`);
  return next(url, context);
};
