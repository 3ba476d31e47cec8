import { describe, expect, it } from 'vitest';
import { imageUrlForm, isAllowedImageUrl, parseMediaHosts } from './image-url';

const hosts = parseMediaHosts(' CDN.Holo.example , img.partner.example:8443');

describe('listing image addresses', () => {
  it.each(['/media/generated/card/1.webp', '/media/uploads/a_b-c~1.jpg?w=300', 'https://cdn.holo.example/x/1.webp', 'HTTPS://CDN.holo.example/a.jpg?v=2', 'https://img.partner.example:8443/p.png'])(
    'accepts %s',
    (url) => expect(isAllowedImageUrl(url, hosts)).toBe(true),
  );

  it.each([
    '//evil.example/x.png',
    '/\\evil.example/x.png',
    '\\\\evil.example/x.png',
    '/%2F%2Fevil.example/x.png',
    '/media/%2e%2e/%2e%2e/x',
    '/media/../api/me',
    '/media/./x',
    '/other/x.png',
    'http://cdn.holo.example/x.png',
    'javascript:alert(1)',
    'data:image/png;base64,AAAA',
    'https://evil.example/x.png',
    'https://cdn.holo.example@evil.example/x.png',
    'https://cdn.holo.example%2f@evil.example/x.png',
    'https://cdn.holo.example\\@evil.example/x.png',
    'https://cdn.holo.example.evil.example/x.png',
    'https://cdn.holo.example/x.png#"onerror="x',
    'https://cdn.holo.example/x y.png',
    ' /media/x.png',
    'https://img.partner.example/p.png',
    'noimage',
  ])('refuses %s', (url) => expect(isAllowedImageUrl(url, hosts)).toBe(false));

  it('tells an own path from a remote one by the raw text', () => {
    expect(imageUrlForm('/media/x.webp')).toEqual({ own: true });
    expect(imageUrlForm('https://Any.Example/x')).toEqual({ own: false, host: 'any.example' });
  });
});
