/**
 * The texts of the open-now line, shown by the profile hub, the header and the public
 * profile; the 409 of POST customer/orders answers the English ones. `{time}` is a time of day,
 * `{day}` a weekday or a date, `{dates}` a date or a range of dates, all in the page's language.
 */
import { defineMessages } from '../../i18n/messages.js';

export const SHOP_HOURS_MESSAGES = defineMessages('shared.rules.shopHours', {
  openUntil: 'Open now · closes {time}',
  openUntilTomorrow: 'Open now · closes tomorrow {time}',
  openUntilOn: 'Open now · closes {day} {time}',
  openAlways: 'Open now',
  closed: 'Closed',
  opensToday: 'Closed · opens {time}',
  opensTomorrow: 'Closed · opens tomorrow {time}',
  opensOn: 'Closed · opens {day} {time}',
  onBreak: 'On break · back at {time}',
  offline: 'Offline',
  offlineUntil: 'Offline until {time}',
  offlineUntilTomorrow: 'Offline until tomorrow {time}',
  offlineUntilOn: 'Offline until {day} {time}',
  holiday: 'Closed {dates}',
  holidayReason: 'Closed {dates} · {reason}',
});

/** Refusals of a holiday or an offline-until time (the screen and the API say the same). */
export const HOLIDAY_MESSAGES = defineMessages('shared.rules.holidays', {
  dateRequired: 'Please choose a date.',
  inPast: 'A holiday cannot start in the past.',
  endsBeforeStart: 'The last day cannot be before the first day.',
  tooLong: 'A holiday can be at most 60 days. For longer, switch your shop offline.',
  tooFar: 'A holiday can start at most a year from today.',
  reasonTooLong: 'Please keep the reason to 60 characters.',
  offlineUntilInvalid: 'Please choose a date and time.',
  offlineUntilPast: 'Please choose a time in the future.',
  offlineUntilTooFar: 'You can go offline for at most 90 days.',
});
