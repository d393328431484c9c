import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../support/app';

let app: TestApp;
beforeAll(async () => {
  app = await startTestApp();
});
afterAll(() => app.close());

describe('the sandbox card gateway inside the app', () => {
  it('serves its Accept.js-compatible script', async () => {
    const res = await request(app.url).get('/sandbox-gateway/v1/Accept.js');
    expect(res.status).toBe(200);
    expect(res.type).toBe('application/javascript');
    expect(res.text).toContain('window.Accept');
  });

  it('turns a card into a single-use token over HTTP', async () => {
    const res = await request(app.url)
      .post('/sandbox-gateway/v1/tokens')
      .send({
        clientKey: 'sandbox-public-client-key',
        apiLoginID: 'contrail-sandbox',
        cardData: { cardNumber: '4111111111111111', month: '12', year: '2030', cardCode: '123' },
      });
    expect(res.status).toBe(200);
    expect(res.body.messages.resultCode).toBe('Ok');
    expect(res.body.opaqueData.dataDescriptor).toBe('COMMON.ACCEPT.INAPP.PAYMENT');
    expect(res.body.opaqueData.dataValue).toMatch(/^[A-Za-z0-9_-]{32}$/);
  });
});
