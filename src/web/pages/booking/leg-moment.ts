// The leg times of the booking pages (book-flight, review-booking): the airport's own clock.

import { MONTH_NAMES } from '../../../core/search/leg-calendar';

/** "dd-MM-yyyy HH:mm:ss" (the airport's local time) as a date and a time. */
export function legMoment(text: string): { date: string; time: string } {
  const [day = '', month = '', year = ''] = text.slice(0, 10).split('-');
  const [hours = 0, minutes = 0] = text.slice(11, 16).split(':').map(Number);
  const hour12 = hours % 12 === 0 ? 12 : hours % 12;
  return {
    date: `${MONTH_NAMES[Number(month) - 1] ?? month} ${Number(day)}, ${year}`,
    time: `${hour12}:${String(minutes).padStart(2, '0')} ${hours < 12 ? 'AM' : 'PM'}`,
  };
}
