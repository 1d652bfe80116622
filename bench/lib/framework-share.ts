// How much of a built script is third-party libraries and how much the app's own code, by its source map
// (bench:bundle, issue 11 item 17): the critical figure has a floor the app's code cannot go under.
import { gzipSync } from 'node:zlib';

const BASE64 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/';
const DIGIT = new Map([...BASE64].map((c, i) => [c, i]));

/** The [generated column, source index] of each segment of one line of `mappings` (source map v3, base64 VLQ). */
function decodeLine(line: string, state: { source: number }): [number, number][] {
  const out: [number, number][] = [];
  let column = 0;
  for (const segment of line.split(',')) {
    if (!segment) continue;
    const fields: number[] = [];
    let value = 0;
    let shift = 0;
    for (const c of segment) {
      const digit = DIGIT.get(c)!;
      value += (digit & 31) << shift;
      if (digit & 32) shift += 5;
      else {
        fields.push(value & 1 ? -(value >>> 1) : value >>> 1);
        value = 0;
        shift = 0;
      }
    }
    column += fields[0];
    if (fields.length > 1) state.source += fields[1];
    out.push([column, fields.length > 1 ? state.source : -1]);
  }
  return out;
}

export interface Share {
  /** Bytes from node_modules, and everything else (the app's modules, the bundler's glue). */
  libraries: Buffer;
  own: Buffer;
}

/** Splits a script's text by where each mapped stretch came from. */
export function splitByOrigin(code: string, map: { sources: string[]; mappings: string }): Share {
  const lines = code.split('\n');
  const parts = { libraries: [] as string[], own: [] as string[] };
  const state = { source: 0 };
  const mapped = map.mappings.split(';');
  // Lines past the last mapped one (a trailing comment) are the bundler's.
  parts.own.push(...lines.slice(mapped.length));
  mapped.forEach((mapping, i) => {
    const text = lines[i] ?? '';
    const segments = decodeLine(mapping, state);
    if (!segments.length) return void parts.own.push(text);
    if (segments[0][0] > 0) parts.own.push(text.slice(0, segments[0][0]));
    segments.forEach(([column, source], j) => {
      const piece = text.slice(column, j + 1 < segments.length ? segments[j + 1][0] : text.length);
      (source >= 0 && /[\\/]node_modules[\\/]/.test(map.sources[source]) ? parts.libraries : parts.own).push(piece);
    });
  });
  return { libraries: Buffer.from(parts.libraries.join('')), own: Buffer.from(parts.own.join('')) };
}

/** gzip -9 of each part, compressed apart (so the two add up to a little more than the script's own gzip). */
export function shareGzip(share: Share) {
  return { libraries: gzipSync(share.libraries, { level: 9 }).length, own: gzipSync(share.own, { level: 9 }).length };
}
