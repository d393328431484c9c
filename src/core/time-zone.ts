import { IANAZone } from 'luxon';
import { z } from 'zod';

/**
 * A customer's time zone as a browser reports it (Intl's resolvedOptions().timeZone): an IANA
 * name such as America/New_York. E-mailed deadlines are shown on that clock.
 */
export const timeZoneSchema = z
  .string()
  .trim()
  .max(64)
  .refine((zone) => IANAZone.isValidZone(zone), 'must be an IANA time zone such as America/New_York');
