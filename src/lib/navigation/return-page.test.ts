// @vitest-environment jsdom
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { isReturnablePath, rememberReturnPage, returnAfterSignIn, takeReturnPage } from './return-page';

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

describe('returning to the seller site or the staff console', () => {
  it('loads /seller/… and /staff/… as a full page, other pages through the router', () => {
    const navigate = vi.fn();
    const assign = vi.fn();
    rememberReturnPage('/seller/listings/new?id=3&clone=new');
    returnAfterSignIn(navigate, sessionStorage, assign);
    expect(assign).toHaveBeenCalledWith('/seller/listings/new?id=3&clone=new');
    expect(navigate).not.toHaveBeenCalled();
    rememberReturnPage('/staff');
    returnAfterSignIn(navigate, sessionStorage, assign);
    expect(assign).toHaveBeenLastCalledWith('/staff');
    rememberReturnPage('/sellers/abc');
    returnAfterSignIn(navigate, sessionStorage, assign);
    expect(navigate).toHaveBeenCalledWith('/sellers/abc', { replace: true });
  });

  it('still never leaves the origin', () => {
    const navigate = vi.fn();
    const assign = vi.fn();
    sessionStorage.setItem('holo_return_to', '//evil.example/seller/');
    returnAfterSignIn(navigate, sessionStorage, assign);
    expect(assign).not.toHaveBeenCalled();
    expect(navigate).toHaveBeenCalledWith('/', { replace: true });
  });
});
