import { injectable } from 'inversify';
import type { Clock } from '../../ports/clock';

@injectable()
export class SystemClock implements Clock {
  now(): Date {
    return new Date();
  }
}
