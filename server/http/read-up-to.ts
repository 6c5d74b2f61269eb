// A body's text up to a size, without buffering more than that of a larger one.

/** The body's text, or null when it is longer than maxBytes (the rest is not read). */
export const readUpTo = async (body: ReadableStream<Uint8Array> | null, maxBytes: number): Promise<string | null> => {
  if (!body) return '';
  const reader = body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > maxBytes) {
      await reader.cancel();
      return null;
    }
    chunks.push(value);
  }
  return Buffer.concat(chunks).toString('utf8');
};
