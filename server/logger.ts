// A small structured logger: one JSON line per event, secrets redacted before writing.
export type TLogLevel = 'debug' | 'info' | 'warn' | 'error' | 'silent';
export type TLogger = Record<Exclude<TLogLevel, 'silent'>, (message: string, fields?: Record<string, unknown>) => void>;

const RANK: Record<TLogLevel, number> = { debug: 10, info: 20, warn: 30, error: 40, silent: 99 };
const SECRET_KEY = /pass|token|secret|authorization|api_key|hash|cookie/i;

const redact = (value: unknown, depth = 0): unknown => {
  if (depth > 4 || value === null || typeof value !== 'object') return value;
  if (value instanceof Error) return { name: value.name, message: value.message, stack: value.stack };
  if (Array.isArray(value)) return value.map((item) => redact(item, depth + 1));
  return Object.fromEntries(
    Object.entries(value).map(([key, inner]) => [key, SECRET_KEY.test(key) ? '[redacted]' : redact(inner, depth + 1)]),
  );
};

export const createLogger = (level: TLogLevel, write: (line: string) => void = (line) => process.stderr.write(`${line}\n`)): TLogger => {
  const at = (lineLevel: Exclude<TLogLevel, 'silent'>) => (message: string, fields?: Record<string, unknown>) => {
    if (RANK[lineLevel] < RANK[level]) return;
    write(JSON.stringify({ time: new Date().toISOString(), level: lineLevel, message, ...(redact(fields ?? {}) as object) }));
  };
  return { debug: at('debug'), info: at('info'), warn: at('warn'), error: at('error') };
};
