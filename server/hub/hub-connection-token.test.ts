import { describe, expect, it } from 'vitest';
import { randomBytes } from 'node:crypto';
import { connectionTokenKey, openConnectionToken, signConnectionToken } from './hub-connection-token';

const key = connectionTokenKey('a-deployment-secret-of-32-characters-or-more');
const reservation = { connectionId: randomBytes(16).toString('base64url'), memberId: 42, expiresAtMs: 1_800_000_000_000 };

describe('hub connection tokens', () => {
  it('carry the connection, the member and the expiry to any node with the same key, in URL-safe characters', () => {
    const token = signConnectionToken(key, reservation);
    expect(token).toMatch(/^[\w-]{20,}$/);
    expect(openConnectionToken(connectionTokenKey('a-deployment-secret-of-32-characters-or-more'), token)).toEqual(reservation);
  });

  it('carry a visitor as no member', () => {
    expect(openConnectionToken(key, signConnectionToken(key, { ...reservation, memberId: null }))).toMatchObject({ memberId: null });
  });

  it('are refused when altered, signed with another key, cut short or far too long', () => {
    const token = signConnectionToken(key, reservation);
    const bytes = Buffer.from(token, 'base64url');
    bytes[17] = bytes[17]! ^ 1; // another member id
    expect(openConnectionToken(key, bytes.toString('base64url'))).toBeNull();
    expect(openConnectionToken(connectionTokenKey('another-deployment-secret-of-32-characters'), token)).toBeNull();
    expect(openConnectionToken(key, token.slice(0, -4))).toBeNull();
    expect(openConnectionToken(key, 'x'.repeat(500))).toBeNull();
    expect(openConnectionToken(key, 'not-a-token')).toBeNull();
  });
});
