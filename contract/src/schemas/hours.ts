/**
 * Shop hours that run themselves: holidays (GET/POST vendor/holidays, DELETE
 * vendor/holidays/{holidayId}) and what the vendor record says of them.
 */
import { Type, type Static } from 'typebox';
import { HOLIDAY_LIMITS } from '../rules/shop-hours/holidays.js';
import { Component, ErrorRef, Nullable, Ref, UUID_PATTERN, errorResponses, vendorScoped } from './common.js';

const ISO_DATE = '^\\d{4}-\\d{2}-\\d{2}$';

export const HolidaySchema = Component('Holiday', {
  id: Type.String(),
  from: Type.String({ pattern: ISO_DATE, description: 'First day closed (India date YYYY-MM-DD)' }),
  to: Type.String({ pattern: ISO_DATE, description: 'Last day closed, the same as from for one day' }),
  reason: Nullable(Type.String(), { description: 'Shown on the public profile: Closed 12–14 Nov · Diwali' }),
});
export type HolidayRecord = Static<typeof HolidaySchema>;

export const HolidayListSchema = Type.Array(Ref(HolidaySchema), { description: 'The coming holidays (ending today or later), soonest first' });

export const HolidayInputSchema = Type.Object({
  from: Type.String({ maxLength: 10, description: 'YYYY-MM-DD, today or later (India date)' }),
  to: Type.Optional(Nullable(Type.String({ maxLength: 10 }), { description: 'YYYY-MM-DD, on or after from; empty or missing: one day' })),
  reason: Type.Optional(Nullable(Type.String({ maxLength: 200 }), { description: `Optional, at most ${HOLIDAY_LIMITS.reasonMaxLength} characters` })),
});
export type HolidayInput = Static<typeof HolidayInputSchema>;

export const listHolidaysRoute = {
  tags: ['vendor'],
  summary: 'The signed-in vendor’s coming holidays',
  ...vendorScoped,
  response: { 200: HolidayListSchema, ...errorResponses },
};

export const addHolidayRoute = {
  tags: ['vendor'],
  summary: 'Add a holiday (a date or a range of dates): the shop is closed on those days',
  description:
    '400 INVALID_HOLIDAY (not a date, longer than 60 days, more than a year ahead, reason too long, 30 coming holidays already), ' +
    'HOLIDAY_IN_PAST (starts before today, India time), HOLIDAY_ENDS_BEFORE_START. Answers the coming holidays.',
  ...vendorScoped,
  body: HolidayInputSchema,
  response: { 201: HolidayListSchema, ...errorResponses },
};

export const deleteHolidayRoute = {
  tags: ['vendor'],
  summary: 'Remove one of the signed-in vendor’s holidays; answers the coming holidays',
  ...vendorScoped,
  params: Type.Object({ holidayId: Type.String({ pattern: UUID_PATTERN }) }),
  response: { 200: HolidayListSchema, ...errorResponses, 404: ErrorRef('HOLIDAY_NOT_FOUND') },
};
