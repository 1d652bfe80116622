// Announcements (001 §7): the public messages call, filtered by validity, channel (badge upper case), badge
// (business ventures) and product. Public: no bearer token, as the path says.
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/index.js';
import { badRequest } from '../../http/http-error.js';
import { list, str, type Query } from '../shared/params.js';

export const ANNOUNCEMENTS_PATH = '/announcements/api/v1/public/messages/adviseronline';
export const ANNOUNCEMENT_STYLES = ['info', 'error'] as const;

interface AnnouncementRow {
  message_id: string;
  publish_id: string;
  body: string;
  style: string;
  valid_from: Date | string;
  valid_to: Date | string;
  publication_date: Date | string;
  channels: string[];
  badges: string[];
  products: string[];
}

const iso = (v: Date | string) => new Date(v).toISOString();

export function announcementJson(r: AnnouncementRow) {
  return {
    id: r.message_id,
    body: r.body,
    style: r.style,
    valid_from: iso(r.valid_from),
    valid_to: iso(r.valid_to),
    publication_date: iso(r.publication_date),
    channels: r.channels,
    badges: r.badges,
    products: r.products,
    publish_id: r.publish_id,
  };
}

const upper = (items: string[] | undefined) => (items ?? []).map((s) => s.toUpperCase());

export function registerAnnouncementRoutes(app: FastifyInstance, db: Db): void {
  app.get<{ Querystring: Query }>(ANNOUNCEMENTS_PATH, async (request) => {
    const q = request.query;
    if (str(q, 'output') !== 'json') throw badRequest('output must be json');
    const destination = str(q, 'destination');
    if (destination !== undefined && destination !== 'secure') throw badRequest('destination must be secure');
    const channel = str(q, 'channel')?.toUpperCase();
    const { rows } = await db.query<AnnouncementRow>(
      `select message_id::text as message_id, publish_id, body, style, valid_from, valid_to, publication_date, channels, badges, products
         from announcements
        where now() between valid_from and valid_to
          and (cardinality(channels) = 0 or $1::text = any(array(select upper(c) from unnest(channels) c)))
          and (cardinality(badges) = 0 or array(select upper(b) from unnest(badges) b) && $2::text[])
          and (cardinality(products) = 0 or array(select upper(p) from unnest(products) p) && $3::text[])
        order by publication_date desc, message_id desc
        limit 20`,
      [channel ?? '', upper(list(q.badge)), upper(list(q.product))],
    );
    return { messages: rows.map(announcementJson) };
  });
}
