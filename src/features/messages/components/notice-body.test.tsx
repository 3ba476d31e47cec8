// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { afterEach, describe, expect, it } from 'vitest';
import { NoticeBody } from './notice-body';

afterEach(cleanup);

function Where() {
  return <output>{useLocation().pathname}</output>;
}

function renderBody(html: string) {
  render(
    <MemoryRouter initialEntries={['/messages/detail/1']}>
      <Routes>
        <Route path="*" element={<><NoticeBody html={html} /><Where /></>} />
      </Routes>
    </MemoryRouter>,
  );
}

describe('NoticeBody', () => {
  it("follows a link to the app's own page inside the app", () => {
    renderBody('<p><a href="/myholo/detail/9">See the order</a></p>');
    const click = fireEvent.click(screen.getByRole('link', { name: 'See the order' }));
    expect(click).toBe(false);
    expect(screen.getByRole('status').textContent).toBe('/myholo/detail/9');
  });

  it("leaves a link to the seller site to the browser (a page of its own, not the app's)", () => {
    renderBody('<p><a href="/seller/messages/2">Read and answer</a></p>');
    const click = fireEvent.click(screen.getByRole('link', { name: 'Read and answer' }));
    expect(click).toBe(true);
    expect(screen.getByRole('status').textContent).toBe('/messages/detail/1');
  });
});
