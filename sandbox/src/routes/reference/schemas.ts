// Reference data's contract: the public holidays the payments and chat rules count business days by.
import { routeSchema } from '../../http/route-schema.js';

const date = { type: 'string', format: 'date', description: 'yyyy-MM-dd.' } as const;

export const publicHolidays = routeSchema({
  summary: 'National public holidays',
  description: 'The national (and NSW) public holidays of this year and next, Sydney time, oldest first. The portal caches the list after its first load.',
  response: {
    200: {
      type: 'array',
      items: {
        type: 'object',
        properties: { date, name: { type: 'string', description: 'The holiday\'s name.' } },
        required: ['date', 'name'],
      },
    },
  },
});

export const addTestHoliday = routeSchema({
  summary: 'Add a test public holiday',
  description: 'Makes a date (default today in Sydney) a public holiday, so a test can put "now" outside business hours. 201 when added, 200 when the date already was a holiday.',
  body: { type: 'object', properties: { date: { ...date, description: 'The date to add (yyyy-MM-dd); default today in Sydney.' } } },
  response: {
    '2xx': {
      type: 'object',
      properties: { date, added: { type: 'boolean', description: 'False when the date already was a holiday.' } },
      required: ['date', 'added'],
    },
  },
});

export const removeTestHoliday = routeSchema({
  summary: 'Remove a test public holiday',
  description: 'Removes a holiday that POST /sandbox/public-holidays added; a seeded holiday is left alone (deleted 0).',
  params: { type: 'object', properties: { date: { type: 'string', description: 'yyyy-MM-dd.' } }, required: ['date'] },
  response: {
    200: {
      type: 'object',
      properties: { date, deleted: { type: 'integer', description: 'How many holidays were removed (0 or 1).' } },
      required: ['date', 'deleted'],
    },
  },
});
