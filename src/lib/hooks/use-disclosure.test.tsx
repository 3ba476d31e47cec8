// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { useDisclosure } from './use-disclosure';

afterEach(cleanup);

function Menu() {
  const menu = useDisclosure();
  return (
    <>
      <div ref={menu.rootRef}>
        <button ref={menu.buttonRef} type="button" aria-expanded={menu.open} aria-controls={menu.panelId} onClick={menu.toggle}>
          Menu
        </button>
        <div id={menu.panelId} hidden={!menu.open} onClick={menu.closeOnLink}>
          <a href="#bids">My bids</a>
          <p>Not a link</p>
        </div>
      </div>
      <p>Outside</p>
    </>
  );
}

function openMenu() {
  render(<Menu />);
  const button = screen.getByRole('button', { name: 'Menu' });
  fireEvent.click(button);
  expect(button.getAttribute('aria-expanded')).toBe('true');
  expect(document.getElementById(button.getAttribute('aria-controls')!)?.hidden).toBe(false);
  return button;
}

describe('useDisclosure', () => {
  it('opens and closes from its button', () => {
    const button = openMenu();
    fireEvent.click(button);
    expect(button.getAttribute('aria-expanded')).toBe('false');
  });

  it('closes on a press outside, not on one inside', () => {
    const button = openMenu();
    fireEvent.pointerDown(screen.getByText('Not a link'));
    expect(button.getAttribute('aria-expanded')).toBe('true');
    fireEvent.pointerDown(screen.getByText('Outside'));
    expect(button.getAttribute('aria-expanded')).toBe('false');
  });

  it('closes on Escape with focus back on its button', () => {
    const button = openMenu();
    screen.getByText('My bids').focus();
    fireEvent.keyDown(document, { key: 'Escape' });
    expect(button.getAttribute('aria-expanded')).toBe('false');
    expect(document.activeElement).toBe(button);
  });

  it('closes when a link inside is followed, not on other clicks inside', () => {
    const button = openMenu();
    fireEvent.click(screen.getByText('Not a link'));
    expect(button.getAttribute('aria-expanded')).toBe('true');
    fireEvent.click(screen.getByText('My bids'));
    expect(button.getAttribute('aria-expanded')).toBe('false');
  });
});
