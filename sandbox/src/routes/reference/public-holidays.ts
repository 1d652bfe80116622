import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/index.js';
import { sydneyToday } from '../shared/format.js';

// GET /api/wealth/payments/v1/get-public-holidays: national holidays of this year and next (Sydney).
export function registerPublicHolidayRoutes(app: FastifyInstance, db: Db): void {
  app.get('/wealth/payments/v1/get-public-holidays', async () => {
    const year = Number(sydneyToday().slice(0, 4));
    const { rows } = await db.query<{ date: string; name: string }>(
      'select date, name from public_holidays where date between $1::date and $2::date order by date',
      [`${year}-01-01`, `${year + 1}-12-31`],
    );
    return rows;
  });
}
