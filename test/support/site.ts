import type { SiteInfo } from '../../src/web/site';

/** A site configuration for component tests that render the shell. */
export const testSite: SiteInfo = {
  brandName: 'Contrail',
  publicUrl: 'https://contrail.example',
  conciergeEmail: 'concierge@contrail.example',
  conciergePhone: '+1 (888) 555-0142',
  landingPage: 'marketing',
  serviceWorker: false,
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
