// @vitest-environment jsdom
import { beforeEach, describe, expect, it } from 'vitest';
import { isOtherEntryPath, isReturnablePath, rememberReturnPage, takeReturnPage } from './return-page';

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

describe('pages of another entry of the build', () => {
  it('knows the staff console by its path, and nothing that only starts like it', () => {
    for (const path of ['/staff', '/staff/', '/staff/warehouse?tab=weigh', '/staff?x=1']) expect(isOtherEntryPath(path)).toBe(true);
    for (const path of ['/staffing', '/', '/market', '/myholo/staff']) expect(isOtherEntryPath(path)).toBe(false);
  });
});
