// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { focusUnlessTyping } from './focus-unless-typing';

afterEach(() => document.body.replaceChildren());

function form() {
  document.body.innerHTML = '<input id="nickname"><input id="code"><button id="send" type="button">Send code</button>';
  const byId = (id: string) => document.getElementById(id)!;
  return { nickname: byId('nickname'), code: byId('code'), send: byId('send') };
}

describe('focusUnlessTyping', () => {
  it('moves the focus to the field from the button that started the request, or from nowhere', () => {
    const { code, send } = form();
    send.focus();
    focusUnlessTyping(code);
    expect(document.activeElement).toBe(code);
    code.blur();
    focusUnlessTyping(code);
    expect(document.activeElement).toBe(code);
  });

  it('leaves the focus in another field the member is typing in', () => {
    const { nickname, code } = form();
    nickname.focus();
    focusUnlessTyping(code);
    expect(document.activeElement).toBe(nickname);
  });
});
