// GATEWAY_RECORD: every exchange of the proxy transport with the real gateway, written as HAR 1.2
// with credentials redacted. The file is rewritten whole after each exchange, through a temporary
// file and a rename, so a crash never leaves half a JSON document; an existing file is added to.
import { existsSync, renameSync, writeFileSync } from 'node:fs';
import { rename, writeFile } from 'node:fs/promises';
import type { TGatewayFetch } from '../gateway/client';
import type { TLogger } from '../logger';
import { emptyHar, HarFileError, readHarFile } from './har-file';
import type { THarEntry, THarHeader, THarLog } from './har-file';
import { readUpTo } from '../http/read-up-to';
import { redactBody, redactHeader, redactUrl } from './redact';

/** Answers longer than this are recorded without their body (the client refuses them anyway). */
const MAX_RECORDED_BYTES = 8 * 1024 * 1024;

export type THarRecorder = {
  path: string;
  /** The proxy transport, recording each exchange it carries. */
  wrap: (send: TGatewayFetch) => TGatewayFetch;
  /** Resolves once every exchange finished so far is in the file. */
  flush: () => Promise<void>;
};

const headerList = (headers: Iterable<[string, string]>): THarHeader[] =>
  [...headers].map(([name, value]) => ({ name, value: redactHeader(name, value) }));

const requestOf = (url: string, init: RequestInit): THarEntry['request'] => {
  const recordedUrl = redactUrl(url);
  const body = typeof init.body === 'string' ? redactBody(init.body) : undefined;
  return {
    method: init.method ?? 'GET',
    url: recordedUrl,
    httpVersion: 'HTTP/1.1',
    cookies: [],
    headers: headerList(Object.entries((init.headers as Record<string, string> | undefined) ?? {})),
    queryString: [...new URL(recordedUrl).searchParams].map(([name, value]) => ({ name, value })),
    ...(body !== undefined ? { postData: { mimeType: 'application/json', text: body } } : {}),
    headersSize: -1,
    bodySize: body === undefined ? 0 : Buffer.byteLength(body),
  };
};

const harText = (document: THarLog): string => `${JSON.stringify(document, null, 1)}\n`;

/**
 * Opens the recording: reads the HAR file when there is one, and writes it once at once, so a
 * path that cannot be written fails at start (HarFileError, one sentence) and not on the first call.
 */
export const openHarRecorder = (path: string, logger: TLogger): THarRecorder => {
  const document: THarLog = existsSync(path) ? readHarFile(path) : emptyHar();
  const temporary = `${path}.${process.pid}.tmp`;
  try {
    writeFileSync(temporary, harText(document));
    renameSync(temporary, path);
  } catch (error) {
    throw new HarFileError(`Cannot write the recording to ${path} (${(error as { code?: string }).code ?? (error as Error).message}): set GATEWAY_RECORD to a file in a folder this user can write.`);
  }

  const entries = document.log.entries;
  let writing: Promise<void> | null = null;
  let isDirty = false;
  const pending = new Set<Promise<void>>();

  const write = (): Promise<void> => {
    if (writing) {
      isDirty = true;
      return writing;
    }
    isDirty = false;
    entries.sort((a, b) => a.startedDateTime.localeCompare(b.startedDateTime));
    writing = writeFile(temporary, harText(document))
      .then(() => rename(temporary, path))
      .catch((error: unknown) => logger.error('could not write the gateway recording', { path, error }))
      .finally(() => {
        writing = null;
        if (isDirty) void write();
      });
    return writing;
  };

  const wrap =
    (send: TGatewayFetch): TGatewayFetch =>
    async (url, init, scope) => {
      const started = new Date();
      const startedAt = performance.now();
      const request = requestOf(url, init);
      const msSinceStart = () => Math.round(performance.now() - startedAt);
      // Entries are added as their answers end; write() puts them back in the order they began.
      const add = (response: Partial<THarEntry['response']>, wait: number, receive = 0) => {
        entries.push({
          startedDateTime: started.toISOString(),
          time: wait + receive,
          request,
          response: {
            status: 0,
            statusText: '',
            httpVersion: 'HTTP/1.1',
            cookies: [],
            headers: [],
            content: { size: 0, mimeType: '' },
            redirectURL: '',
            headersSize: -1,
            bodySize: -1,
            ...response,
          },
          cache: {},
          timings: { send: 0, wait, receive },
        });
        void write();
      };
      const failed = (error: unknown, response: Partial<THarEntry['response']> = {}) =>
        add({ ...response, _error: error instanceof Error ? error.message : String(error) }, msSinceStart());

      let response: Response;
      try {
        response = await send(url, init, scope);
      } catch (error) {
        failed(error);
        throw error;
      }
      const wait = msSinceStart();
      const { status, statusText } = response;
      const headers = headerList(response.headers);
      const recorded = readUpTo(response.clone().body, MAX_RECORDED_BYTES).then(
        (text) => {
          const body = text === null ? null : redactBody(text);
          const size = body === null ? -1 : Buffer.byteLength(body);
          add(
            {
              status,
              statusText,
              headers,
              content: {
                size,
                mimeType: response.headers.get('content-type') ?? '',
                ...(body === null ? { comment: `longer than ${MAX_RECORDED_BYTES} bytes: not recorded` } : { text: body }),
              },
              redirectURL: response.headers.get('location') ?? '',
              bodySize: size,
            },
            wait,
            msSinceStart() - wait,
          );
        },
        (error: unknown) => failed(error, { status, statusText, headers }),
      );
      pending.add(recorded);
      void recorded.finally(() => pending.delete(recorded));
      return response;
    };

  const flush = async () => {
    await Promise.all([...pending]);
    while (writing || isDirty) await (writing ?? write());
  };

  return { path, wrap, flush };
};
