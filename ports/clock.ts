/** The current time. The domain core never reads a clock itself: time is passed in. */
export interface Clock {
  now(): Date;
}

export const CLOCK = Symbol.for('contrail.Clock');
