import { accessFor } from '../../src/web/guards.server';
import { flattenRoutes, pageRoutes } from '../../src/web/route-specs';
import type { SiteInfo } from '../../src/web/site';

/** A site configuration for component tests that render the shell. */
export const testSite: SiteInfo = {
  brandName: 'Contrail',
  publicUrl: 'https://contrail.example',
  conciergeEmail: 'concierge@contrail.example',
  conciergePhone: '+1 (888) 555-0142',
  landingPage: 'marketing',
  serviceWorker: false,
  carbonOffsetCentsPerTonne: 2500,
  links: {
    demoScheduling: 'https://demo.example',
    appStore: 'https://apps.example/ios',
    playStore: 'https://apps.example/android',
    instagram: 'https://instagram.example',
    x: 'https://x.example',
    facebook: 'https://facebook.example',
    press: 'https://press.example',
  },
};

/**
 * Every page of the route table a visitor opens (no parameters, not protected), but the two that
 * are someone's step of signing in: /complete-profile (signed in with an incomplete profile) and
 * /second-factor (a staff member signed in by password; test/http/desk-access.test.ts).
 */
export const visitorPagePaths: string[] = flattenRoutes(pageRoutes)
  .filter((route) => route.path !== '*')
  .map((route) => (route.index ? '/' : `/${route.path}`))
  .filter((path) => accessFor(path) !== 'protected' && path !== '/complete-profile' && path !== '/second-factor');
