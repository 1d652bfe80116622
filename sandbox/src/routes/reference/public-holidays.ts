import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/index.js';
import { badRequest } from '../../http/http-error.js';
import { sydneyToday } from '../shared/format.js';
import { type RequestOf } from '../../http/route-schema.js';
import { addTestHoliday, publicHolidays, removeTestHoliday } from './schemas.js';

/** The name a holiday added through the development endpoint carries: only such holidays can be removed again. */
export const TEST_HOLIDAY_NAME = 'Sandbox test holiday';
const DATE = /^\d{4}-\d{2}-\d{2}$/;

function holidayDate(value: unknown): string {
  if (value === undefined || value === null || value === '') return sydneyToday();
  if (typeof value !== 'string' || !DATE.test(value) || Number.isNaN(Date.parse(`${value}T00:00:00Z`))) throw badRequest('date must be yyyy-MM-dd');
  return value;
}

// GET /api/wealth/payments/v1/get-public-holidays: national holidays of this year and next (Sydney).
export function registerPublicHolidayRoutes(app: FastifyInstance, db: Db): void {
  app.get('/wealth/payments/v1/get-public-holidays', { schema: publicHolidays }, async () => {
    const year = Number(sydneyToday().slice(0, 4));
    const { rows } = await db.query<{ date: string; name: string }>(
      'select date, name from public_holidays where date between $1::date and $2::date order by date',
      [`${year}-01-01`, `${year + 1}-12-31`],
    );
    return rows;
  });
}

// Development endpoints (the dev guard applies): a test makes "now" out of business hours deterministically by
// adding a public holiday for today (Sydney) and removes it afterwards. Only holidays added here can be removed,
// so the seeded national holidays stay as they are.
export function registerPublicHolidayDevRoutes(app: FastifyInstance, db: Db): void {
  /** Adds a holiday (body { date?: yyyy-MM-dd }, default today in Sydney); `added` is false when the date already was one. */
  app.post<RequestOf<typeof addTestHoliday>>('/sandbox/public-holidays', { schema: addTestHoliday }, async (request, reply) => {
    const date = holidayDate(request.body?.date);
    const { rowCount } = await db.query('insert into public_holidays (date, name) values ($1::date, $2) on conflict (date) do nothing', [date, TEST_HOLIDAY_NAME]);
    return reply.code(rowCount ? 201 : 200).send({ date, added: Boolean(rowCount) });
  });

  /** Removes a holiday this endpoint added; a seeded holiday is left alone (deleted 0). */
  app.delete<RequestOf<typeof removeTestHoliday>>('/sandbox/public-holidays/:date', { schema: removeTestHoliday }, async (request) => {
    const date = holidayDate(request.params.date);
    const { rowCount } = await db.query('delete from public_holidays where date = $1::date and name = $2', [date, TEST_HOLIDAY_NAME]);
    return { date, deleted: rowCount ?? 0 };
  });
}
