import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config';

describe('configuration', () => {
  it('runs with the embedded defaults when nothing is set', () => {
    const config = loadConfig({});
    expect(config.PORT).toBe(3000);
    expect(config.DATABASE_URL).toBeUndefined();
    expect(config.DATA_DIR).toBe('.data/pglite');
    expect(config.BRAND_NAME).toBe('Contrail');
    expect(config.PUBLIC_URL).toBe('http://localhost:3000');
  });

  it('names every bad field at once', () => {
    let error: unknown;
    try {
      loadConfig({ PORT: 'eighty', DATABASE_URL: 'mysql://x', CONCIERGE_EMAIL: 'nobody', ROLE: 'worker' });
    } catch (e) {
      error = e;
    }
    expect(error).toBeInstanceOf(ConfigError);
    const fields = (error as ConfigError).issues.map((issue) => issue.split(':')[0]);
    expect(fields.sort()).toEqual(['CONCIERGE_EMAIL', 'DATABASE_URL', 'PORT', 'ROLE']);
  });

  it('serves metrics on 9464 unless told another port or off, never on the public port', () => {
    expect(loadConfig({}).METRICS_PORT).toBe(9464);
    expect(loadConfig({ METRICS_PORT: '0' }).METRICS_PORT).toBe(0);
    expect(loadConfig({ METRICS_PORT: 'off' }).METRICS_PORT).toBe('off');
    expect(() => loadConfig({ PORT: '8080', METRICS_PORT: '8080' })).toThrow(
      /METRICS_PORT: must not be the public PORT/,
    );
    expect(() => loadConfig({ METRICS_PORT: 'yes' })).toThrow(/METRICS_PORT/);
  });

  it('has the concierge answer chat around the clock unless hours and their zone are configured', () => {
    expect(loadConfig({}).CONCIERGE_HOURS).toBe('24/7');
    expect(loadConfig({ CONCIERGE_HOURS: 'Mon-Fri 08:00-20:00', CONCIERGE_TIME_ZONE: 'Europe/London' })).toMatchObject({
      CONCIERGE_HOURS: 'Mon-Fri 08:00-20:00',
    });
    expect(() => loadConfig({ CONCIERGE_HOURS: 'office hours' })).toThrow(/CONCIERGE_HOURS: "office hours"/);
    expect(() => loadConfig({ CONCIERGE_HOURS: 'Mon 09:00-17:00', CONCIERGE_TIME_ZONE: 'Nowhere/City' })).toThrow(
      /CONCIERGE_TIME_ZONE/,
    );
  });

  it('reaches the charter engine over REST only when CHARTER_API_URL is set, and never from an api node', () => {
    expect(loadConfig({}).CHARTER_API_URL).toBeUndefined();
    expect(loadConfig({ ROLE: 'web', CHARTER_API_URL: 'http://lb' }).CHARTER_API_URL).toBe('http://lb');
    expect(() => loadConfig({ CHARTER_API_URL: 'ftp://lb' })).toThrow(/CHARTER_API_URL/);
    expect(() => loadConfig({ ROLE: 'api', CHARTER_API_URL: 'http://lb' })).toThrow(
      /CHARTER_API_URL: must be unset when ROLE=api/,
    );
  });

  it('has sandbox wire-transfer details by default and checks the bank numbers it is given', () => {
    expect(loadConfig({}).WIRE_BANK_NAME).toBe('Sandbox National Bank');
    expect(loadConfig({ WIRE_ROUTING_NUMBER: '021000021' }).WIRE_ROUTING_NUMBER).toBe('021000021');
    expect(() => loadConfig({ WIRE_ROUTING_NUMBER: '1234', WIRE_SWIFT_CODE: 'bad' })).toThrow(
      /WIRE_ROUTING_NUMBER: must be a 9-digit ABA routing number[\s\S]*WIRE_SWIFT_CODE/,
    );
  });

  it('asks for the Authorize.Net keys only when that gateway is chosen', () => {
    expect(loadConfig({}).PAYMENTS).toBe('sandbox');
    expect(() => loadConfig({ PAYMENTS: 'authorize-net', AUTHORIZE_NET_API_LOGIN_ID: 'x' })).toThrow(
      /AUTHORIZE_NET_TRANSACTION_KEY: is required when PAYMENTS=authorize-net[\s\S]*AUTHORIZE_NET_CLIENT_KEY/,
    );
  });

  it('treats empty values as unset, as compose files and CI variables write them', () => {
    expect(loadConfig({ DATABASE_URL: '', PORT: '' }).PORT).toBe(3000);
  });

  it('takes an explicit peak-travel window only as two ordered dates', () => {
    expect(loadConfig({}).PEAK_TRAVEL_FROM).toBeUndefined();
    const config = loadConfig({ PEAK_TRAVEL_FROM: '2026-07-01', PEAK_TRAVEL_TO: '2026-07-07' });
    expect([config.PEAK_TRAVEL_FROM, config.PEAK_TRAVEL_TO]).toEqual(['2026-07-01', '2026-07-07']);
    expect(() => loadConfig({ PEAK_TRAVEL_FROM: '2026-07-01' })).toThrow(/PEAK_TRAVEL_TO: the peak-travel window/);
    expect(() => loadConfig({ PEAK_TRAVEL_FROM: '2026-07-08', PEAK_TRAVEL_TO: '2026-07-07' })).toThrow(
      /PEAK_TRAVEL_TO: must not be before/,
    );
    expect(() => loadConfig({ PEAK_TRAVEL_FROM: '07/01/2026', PEAK_TRAVEL_TO: '2026-07-07' })).toThrow(
      /PEAK_TRAVEL_FROM: must be a date as YYYY-MM-DD/,
    );
  });

  it('refuses to start in production without an auth secret, and asks for SMTP_URL with MAILER=smtp', () => {
    expect(loadConfig({}).AUTH_SECRET?.length).toBeGreaterThanOrEqual(32);
    expect(() => loadConfig({ NODE_ENV: 'production', DATABASE_URL: 'postgres://db/contrail' })).toThrow(
      /AUTH_SECRET: is required in production with DATABASE_URL/,
    );
    // The embedded single-node production (npm start on PGlite) makes and keeps its own.
    expect(loadConfig({ NODE_ENV: 'production' }).AUTH_SECRET).toBeUndefined();
    expect(() => loadConfig({ MAILER: 'smtp' })).toThrow(/SMTP_URL: is required when MAILER=smtp/);
    const secret = 'x'.repeat(40);
    expect(loadConfig({ NODE_ENV: 'production', AUTH_SECRET: secret }).AUTH_SECRET).toBe(secret);
  });

  it('turns a social provider on only with its issuer, client id and secret together', () => {
    expect(() => loadConfig({ OIDC_GOOGLE_ISSUER: 'https://accounts.google.com' })).toThrow(
      /OIDC_GOOGLE_ISSUER: needs the issuer, client id and client secret together/,
    );
    expect(() => loadConfig({ NODE_ENV: 'production', AUTH_SECRET: 'x'.repeat(40), OIDC_ALLOW_HTTP: 'true' })).toThrow(
      /OIDC_ALLOW_HTTP/,
    );
  });

  it("accepts Apple's team id, key id and private key in place of a client secret, all three together", () => {
    const apple = { OIDC_APPLE_ISSUER: 'https://appleid.apple.com', OIDC_APPLE_CLIENT_ID: 'com.contrail.web' };
    const key = { OIDC_APPLE_TEAM_ID: 'TEAM123456', OIDC_APPLE_KEY_ID: 'KEY1234567', OIDC_APPLE_PRIVATE_KEY: 'pem' };
    expect(loadConfig({ ...apple, ...key }).OIDC_APPLE_TEAM_ID).toBe('TEAM123456');
    expect(() => loadConfig({ ...apple, OIDC_APPLE_TEAM_ID: 'TEAM123456' })).toThrow(
      /OIDC_APPLE_TEAM_ID: needs the team id, key id and private key together/,
    );
    expect(() => loadConfig(apple)).toThrow(
      /OIDC_APPLE_ISSUER: needs the issuer, client id and client secret together/,
    );
  });
});
