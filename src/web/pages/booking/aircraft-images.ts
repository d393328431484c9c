import type { AircraftCategory } from '../../../core/aircraft-categories';

/** Our own illustrations under public/images/aircraft (the turboprop file predates the kebab names). */
export const AIRCRAFT_IMAGES: Record<AircraftCategory, string> = {
  TURBO_PROP: '/images/aircraft/turboprop.svg',
  LIGHT_JET: '/images/aircraft/light-jet.svg',
  MIDSIZE_JET: '/images/aircraft/midsize-jet.svg',
  SUPER_MIDSIZE_JET: '/images/aircraft/super-midsize-jet.svg',
  LARGE_JET: '/images/aircraft/large-jet.svg',
};

/**
 * Their drawn size (each viewBox is 640 by 240). Given to the img element, the browser keeps the
 * image's room before it loads, so nothing below it moves when it arrives.
 */
export const AIRCRAFT_IMAGE_SIZE = { width: 640, height: 240 } as const;
