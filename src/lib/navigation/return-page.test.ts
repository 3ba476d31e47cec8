// @vitest-environment jsdom
import { beforeEach, describe, expect, it } from 'vitest';
import { isReturnablePath, rememberReturnPage, takeReturnPage } from './return-page';

beforeEach(() => sessionStorage.clear());

describe('remembered return page', () => {
  it('returns to the remembered page once, then to home', () => {
    rememberReturnPage('/market?key=pikachu');
    expect(takeReturnPage()).toBe('/market?key=pikachu');
    expect(takeReturnPage()).toBe('/');
  });

  it('goes home when nothing was remembered', () => {
    expect(takeReturnPage()).toBe('/');
  });

  it('keeps the last page visited before the auth pages, not the auth pages themselves', () => {
    rememberReturnPage('/myholo/chp');
    rememberReturnPage('/register');
    rememberReturnPage('/forgot?account=1&type=1');
    expect(takeReturnPage()).toBe('/myholo/chp');
  });

  it('never returns to another origin', () => {
    expect(isReturnablePath('//evil.example/path')).toBe(false);
    expect(isReturnablePath('/\\evil.example')).toBe(false);
    expect(isReturnablePath('https://evil.example')).toBe(false);
    sessionStorage.setItem('holo_return_to', '//evil.example');
    expect(takeReturnPage()).toBe('/');
  });

  it('treats paths that merely start like an auth page as normal pages', () => {
    expect(isReturnablePath('/loginhelp')).toBe(true);
    expect(isReturnablePath('/login?x=1')).toBe(false);
  });
});
