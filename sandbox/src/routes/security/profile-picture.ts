// The profile picture (002 §7): GET answers the stored image's bytes (a blob); POST takes multipart/form-data
// with the fields mac and document (the image file). Kept per user in the preferences table under the key
// 'profile-picture' as { contentType, fileName, base64 }, so no table of its own.
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/index.js';
import { badRequest, notFound } from '../../http/http-error.js';

const PATH = '/channel/micro/v3s/preference/profile-picture';
const KEY = 'profile-picture';
/** Image types a profile picture may have, and the largest accepted. */
export const PICTURE_TYPES = new Set(['image/png', 'image/jpeg', 'image/gif', 'image/webp']);
export const MAX_PICTURE_BYTES = 2 * 1024 * 1024;

interface Part {
  name: string;
  fileName?: string;
  contentType?: string;
  data: Buffer;
}

/** A small multipart/form-data reader (RFC 7578): the parts between the boundary lines. */
export function parseMultipart(body: Buffer, contentType: string): Part[] {
  const match = /boundary=(?:"([^"]+)"|([^;]+))/i.exec(contentType);
  if (!match) throw badRequest('multipart boundary missing');
  const delimiter = Buffer.from(`--${match[1] ?? match[2]}`);
  const parts: Part[] = [];
  let start = body.indexOf(delimiter);
  while (start >= 0) {
    const next = body.indexOf(delimiter, start + delimiter.length);
    if (next < 0) break;
    const chunk = body.subarray(start + delimiter.length + 2, next - 2); // after CRLF, before CRLF
    const headerEnd = chunk.indexOf('\r\n\r\n');
    if (headerEnd >= 0) {
      const headers = chunk.subarray(0, headerEnd).toString('utf8');
      const disposition = /content-disposition:[^\r\n]*/i.exec(headers)?.[0] ?? '';
      const name = /\bname="([^"]*)"/i.exec(disposition)?.[1];
      if (name !== undefined) {
        parts.push({
          name,
          fileName: /filename="([^"]*)"/i.exec(disposition)?.[1],
          contentType: /content-type:\s*([^\r\n;]+)/i.exec(headers)?.[1]?.trim().toLowerCase(),
          data: Buffer.from(chunk.subarray(headerEnd + 4)),
        });
      }
    }
    start = next;
  }
  return parts;
}

export function registerProfilePictureRoutes(app: FastifyInstance, db: Db): void {
  app.addContentTypeParser('multipart/form-data', { parseAs: 'buffer', bodyLimit: MAX_PICTURE_BYTES + 64 * 1024 }, (_req, body, done) => done(null, body));

  app.get(PATH, async (request, reply) => {
    const { rows } = await db.query<{ value: { contentType: string; base64: string } }>(
      'select value from preferences where mac = $1 and key = $2',
      [request.auth.mac, KEY],
    );
    const picture = rows[0]?.value;
    if (!picture) throw notFound();
    return reply.type(picture.contentType).header('cache-control', 'private, no-store').send(Buffer.from(picture.base64, 'base64'));
  });

  app.post<{ Body: unknown }>(PATH, async (request) => {
    const contentType = request.headers['content-type'] ?? '';
    if (!Buffer.isBuffer(request.body) || !contentType.toLowerCase().startsWith('multipart/form-data')) {
      throw badRequest('send multipart/form-data with the fields mac and document');
    }
    const parts = parseMultipart(request.body, contentType);
    const mac = parts.find((p) => p.name === 'mac')?.data.toString('utf8').trim();
    const document = parts.find((p) => p.name === 'document');
    if (mac !== request.auth.mac) throw badRequest('mac must be the signed-in user');
    if (!document || document.data.length === 0) throw badRequest('document (the image) is required');
    if (!document.contentType || !PICTURE_TYPES.has(document.contentType)) throw badRequest('document must be a PNG, JPEG, GIF or WebP image');
    if (document.data.length > MAX_PICTURE_BYTES) throw badRequest('document must be at most 2 MB');
    const value = { contentType: document.contentType, fileName: document.fileName ?? 'profile-picture', base64: document.data.toString('base64') };
    await db.query(
      `insert into preferences (mac, key, value, updated_at) values ($1, $2, $3::jsonb, now())
       on conflict (mac, key) do update set value = excluded.value, updated_at = now()`,
      [request.auth.mac, KEY, JSON.stringify(value)],
    );
    return { contentType: value.contentType, size: document.data.length };
  });
}
