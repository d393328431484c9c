import express from 'express';
import request from 'supertest';
import { describe, expect, it } from 'vitest';
import { testSite } from '../../test/support/site';
import { appShellRoutes } from './app-shell';

const app = express().use(appShellRoutes({ ...testSite, brandName: 'Skyward' }));

describe('the installable app’s files', () => {
  it('serves the web app manifest in the configured brand, opening on My Trips', async () => {
    const response = await request(app).get('/manifest.webmanifest').expect(200);
    expect(response.headers['content-type']).toMatch(/^application\/manifest\+json/);
    const manifest = JSON.parse(response.text);
    expect(manifest).toMatchObject({
      name: 'Skyward Private Jets',
      short_name: 'Skyward',
      start_url: '/my-trips',
      display: 'standalone',
      theme_color: '#0b1526',
      background_color: '#0b1526',
    });
    expect(manifest.icons).toEqual([
      { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
      { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
      { src: '/icons/icon-maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
    ]);
    expect(manifest.shortcuts.map((s: { name: string; url: string }) => [s.name, s.url])).toEqual([
      ['My Trips', '/my-trips'],
      ['Book a flight', '/consumer-booking'],
      ['Concierge chat', '/concierge#chat'],
    ]);
  });

  it('serves the offline page, the same for everybody, in the brand', async () => {
    const response = await request(app).get('/offline').set('Cookie', 'session=whoever').expect(200);
    expect(response.headers['content-type']).toMatch(/^text\/html/);
    expect(response.text).toContain('<h1>You are offline</h1>');
    expect(response.text).toContain('<title>You are offline | Skyward</title>');
    expect(response.text).toContain('href="/my-trips"');
  });
});
