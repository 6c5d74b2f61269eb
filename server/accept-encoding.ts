// Which precompressed copy of a file a browser accepts, read from its Accept-Encoding header:
// brotli before gzip (smaller), neither when the header refuses both (q=0) or is absent.
type TContentEncoding = 'br' | 'gzip';

const PREFERENCE: readonly TContentEncoding[] = ['br', 'gzip'];

/** The encodings the header accepts with a quality above zero (`*` accepts any not refused by name), best first. */
export const preferredEncodings = (header: string | undefined): TContentEncoding[] => {
  const accepted = new Set<string>();
  const refused = new Set<string>();
  let isWildcardAccepted = false;
  for (const part of header?.split(',') ?? []) {
    const [name = '', ...params] = part.split(';').map((piece) => piece.trim().toLowerCase());
    const qParam = params.find((param) => param.startsWith('q='));
    const quality = qParam === undefined ? 1 : Number(qParam.slice(2));
    const isAccepted = Number.isFinite(quality) && quality > 0;
    if (name === '*') isWildcardAccepted = isAccepted;
    else if (name) (isAccepted ? accepted : refused).add(name);
  }
  return PREFERENCE.filter((encoding) => accepted.has(encoding) || (isWildcardAccepted && !refused.has(encoding)));
};
