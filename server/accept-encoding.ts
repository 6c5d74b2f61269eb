// Which precompressed copy of a file a browser accepts, read from its Accept-Encoding header:
// brotli before gzip (smaller), neither when the header refuses both (q=0) or is absent.
type TContentEncoding = 'br' | 'gzip';

const PREFERENCE: readonly TContentEncoding[] = ['br', 'gzip'];

/** The encodings the header accepts with a quality above zero (`*` accepts any not named). */
const acceptedEncodings = (header: string): Set<string> => {
  const accepted = new Set<string>();
  const refused = new Set<string>();
  let isWildcardAccepted = false;
  for (const part of header.split(',')) {
    const [rawName = '', ...params] = part.split(';');
    const name = rawName.trim().toLowerCase();
    if (!name) continue;
    const qParam = params.map((param) => param.trim().toLowerCase()).find((param) => param.startsWith('q='));
    const quality = qParam === undefined ? 1 : Number(qParam.slice(2));
    const isAccepted = Number.isFinite(quality) && quality > 0;
    if (name === '*') isWildcardAccepted = isAccepted;
    else (isAccepted ? accepted : refused).add(name);
  }
  if (isWildcardAccepted) for (const name of PREFERENCE) if (!refused.has(name)) accepted.add(name);
  return accepted;
};

export const preferredEncodings = (header: string | undefined): TContentEncoding[] => {
  if (!header) return [];
  const accepted = acceptedEncodings(header);
  return PREFERENCE.filter((encoding) => accepted.has(encoding));
};
