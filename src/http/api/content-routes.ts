import express, { type Router } from 'express';
import { z } from 'zod';
import { allJetInfo } from '../../core/jet-info';
import { PEAK_TRAVEL_MESSAGE, peakTravelNotice, type PeakTravelSettings } from '../../core/notices/peak-travel';
import { popularRoutesContent } from '../../core/popular-routes';
import type { Clock } from '../../../ports/clock';
import { parseOr400 } from './validation';

export interface ContentRoutesDeps {
  clock: Clock;
  peakTravel: PeakTravelSettings;
}

const CONTENT_COMPONENTS = ['jet_info'] as const;
const NOTICE_TYPES = [PEAK_TRAVEL_MESSAGE] as const;

const contentQuery = z.object({
  componentId: z.enum(CONTENT_COMPONENTS, {
    error: (issue) =>
      issue.input === undefined
        ? 'componentId is required (jet_info).'
        : `Unknown componentId: the content components are ${CONTENT_COMPONENTS.join(', ')}.`,
  }),
  // The apps send platform=APP; the web asks for the same data.
  platform: z.enum(['APP', 'WEB'], { error: 'platform must be APP or WEB.' }).default('APP'),
});

const noticeBody = z.object({
  type: z.enum(NOTICE_TYPES, {
    error: (issue) =>
      issue.input === undefined
        ? 'type is required (PEAK_TRAVEL_MESSAGE).'
        : `Unknown notice type: the notice types are ${NOTICE_TYPES.join(', ')}.`,
  }),
});

/**
 * The engine's content calls: jet info per category, the popular routes and the peak-travel
 * notice (docs/decisions/015-content-and-notices.md). All read static data or configuration,
 * so they need no store and no use case beyond the pure core.
 */
export function createContentRoutes(deps: ContentRoutesDeps): Router {
  const routes = express.Router();

  routes.get('/content', (req, res) => {
    const query = parseOr400(contentQuery, req.query, res);
    if (!query) return;
    res.json({ componentId: query.componentId, platform: query.platform, data: allJetInfo() });
  });

  routes.get('/content/popular-routes', (_req, res) => {
    res.json(popularRoutesContent());
  });

  routes.post('/notices', (req, res) => {
    const body = parseOr400(noticeBody, req.body ?? {}, res);
    if (!body) return;
    res.json(peakTravelNotice(deps.peakTravel, deps.clock.now()));
  });

  return routes;
}
