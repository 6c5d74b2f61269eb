// The HAR 1.2 shapes this server writes and reads (http://www.softwareishard.com/blog/har-12-spec/),
// and the check a file passes before it is replayed or added to.
import { readFileSync } from 'node:fs';
import { isRecord } from '../../shared/is-record';

export type THarHeader = { name: string; value: string };

export type THarEntry = {
  startedDateTime: string;
  time: number;
  request: {
    method: string;
    url: string;
    httpVersion: string;
    cookies: [];
    headers: THarHeader[];
    queryString: THarHeader[];
    postData?: { mimeType: string; text: string };
    headersSize: -1;
    bodySize: number;
  };
  response: {
    status: number;
    statusText: string;
    httpVersion: string;
    cookies: [];
    headers: THarHeader[];
    content: { size: number; mimeType: string; text?: string; comment?: string };
    redirectURL: string;
    headersSize: -1;
    bodySize: number;
    /** Why no answer came (status 0): a refused connection, a deadline, an abort. */
    _error?: string;
  };
  cache: Record<string, never>;
  timings: { send: number; wait: number; receive: number };
};

export type THarLog = {
  log: { version: '1.2'; creator: { name: string; version: string }; entries: THarEntry[] };
};

export const emptyHar = (): THarLog => ({ log: { version: '1.2', creator: { name: 'portal gateway recorder', version: '0.0.1' }, entries: [] } });

/** A HAR file that cannot be used, said in one sentence. */
export class HarFileError extends Error {}

/** Why an entry cannot be replayed, or null when it can. */
const entryProblem = (entry: unknown): string | null => {
  if (!isRecord(entry)) return 'is not an object';
  const { request, response } = entry;
  if (!isRecord(request) || typeof request.method !== 'string') return 'has no request.method';
  if (typeof request.url !== 'string' || !URL.canParse(request.url)) return 'has no absolute request.url';
  if (!isRecord(response) || typeof response.status !== 'number') return 'has no response.status';
  if (!isRecord(response.content)) return 'has no response.content';
  return null;
};

const UNREADABLE_BECAUSE: Record<string, string> = {
  ENOENT: 'there is no such file',
  EISDIR: 'it is a folder',
  ENOTDIR: 'a part of its path is not a folder',
  EACCES: 'this user may not read it',
};

/** The file's HAR document, or a HarFileError saying what is wrong with it. */
export const readHarFile = (path: string): THarLog => {
  let text: string;
  try {
    text = readFileSync(path, 'utf8');
  } catch (error) {
    const reason = UNREADABLE_BECAUSE[(error as { code?: string }).code ?? ''] ?? (error as Error).message;
    throw new HarFileError(`Cannot read the HAR file ${path}: ${reason}.`);
  }
  let document: unknown;
  try {
    document = JSON.parse(text);
  } catch {
    throw new HarFileError(`${path} is not a HAR file: it is not valid JSON.`);
  }
  if (!isRecord(document) || !isRecord(document.log) || !Array.isArray(document.log.entries)) {
    throw new HarFileError(`${path} is not a HAR file: it has no log.entries list.`);
  }
  for (const [index, entry] of (document.log.entries as unknown[]).entries()) {
    const problem = entryProblem(entry);
    if (problem) throw new HarFileError(`${path} is not a usable HAR file: entry ${index + 1} ${problem}.`);
  }
  return document as THarLog;
};
