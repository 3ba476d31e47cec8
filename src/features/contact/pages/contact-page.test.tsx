// @vitest-environment jsdom
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderRoute, stubApi } from '../testing/render-contact';
import { ContactPage } from './contact-page';
import { ConversationPage } from './conversation-page';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const item = { ID: 5, Title: 'Ohtani Rookie', TitImg: '/media/card/5.webp', USD_Price: 12_500, SellRealName: 'vintagevault', Store: null };
const routes = { '/messages/contact': <ContactPage />, '/messages/conversation/:id': <ConversationPage /> };
const conversation = (overrides: Record<string, unknown> = {}) => ({
  Id: 9,
  Role: 'buyer',
  Buyer: { Id: 1, NickName: 'DemoBuyer' },
  Seller: { Id: 2, NickName: 'vintagevault', StoreName: 'Vintage Vault' },
  Item: { Id: 5, Title: 'Ohtani Rookie', Image: null, Price: 12_500 },
  Messages: [
    { Id: 1, From: 'buyer', Body: 'Are the corners sharp?', CreateDate: '2026-11-20T09:00:00Z' },
    { Id: 2, From: 'seller', Body: 'Yes, very sharp.', CreateDate: '2026-11-20T10:00:00Z' },
  ],
  CanWrite: true,
  ...overrides,
});

describe('ContactPage', () => {
  it('shows the card, the FAQ and a 6-row box, and sends the question with a copy, then opens the conversation', async () => {
    const sent: { body: unknown; key: string | null }[] = [];
    stubApi({
      '/api/items/5': { status: 200, body: item },
      '/api/conversations': (_url, init) => {
        sent.push({ body: JSON.parse(String(init?.body)), key: new Headers(init?.headers).get('Idempotency-Key') });
        return { status: 201, body: { Id: 9 } };
      },
      '/api/conversations/9': { status: 200, body: conversation() },
    });
    renderRoute('/messages/contact?item=5', routes);
    expect(await screen.findByText('Ohtani Rookie')).toBeTruthy();
    expect(screen.getByText('$125.00')).toBeTruthy();
    expect(screen.getByText('Seller: vintagevault')).toBeTruthy();
    expect(screen.getByText('How do I make an offer?')).toBeTruthy();
    const box = screen.getByLabelText('Your question') as HTMLTextAreaElement;
    expect(box.rows).toBe(6);
    fireEvent.change(box, { target: { value: 'Are the corners sharp?' } });
    expect(screen.getByText('22/1000')).toBeTruthy();
    fireEvent.click(screen.getByLabelText('Send me a copy by e-mail'));
    fireEvent.click(screen.getByRole('button', { name: 'Send' }));
    expect(await screen.findByText('Yes, very sharp.')).toBeTruthy();
    expect(sent).toHaveLength(1);
    expect(sent[0]!.body).toEqual({ CommodityId: 5, Body: 'Are the corners sharp?', SendCopy: true });
    expect(sent[0]!.key).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('asks for a message before sending anything, and shows the server’s refusal by its code', async () => {
    const fetchMock = stubApi({
      '/api/items/5': { status: 200, body: item },
      '/api/conversations': { status: 403, body: { error: { code: 'CONTACT_BLOCKED', message: 'x' } } },
    });
    renderRoute('/messages/contact?item=5', routes);
    fireEvent.click(await screen.findByRole('button', { name: 'Send' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Please enter a message');
    expect(fetchMock.mock.calls.filter(([, init]) => init?.method === 'POST')).toHaveLength(0);
    fireEvent.change(screen.getByLabelText('Your question'), { target: { value: 'Hello?' } });
    fireEvent.click(screen.getByRole('button', { name: 'Send' }));
    await waitFor(() => expect(screen.getByRole('alert').textContent).toBe('This member can not chat with you'));
  });
});

describe('ContactPage about a store', () => {
  it('shows the store and sends the question with the seller id', async () => {
    let sent: unknown;
    stubApi({
      '/api/stores/3': { status: 200, body: { Id: 3, SellerId: 2, StoreName: 'Vintage Vault Cards', StoreLogo: '/media/logo.png'} },
      '/api/conversations': (_url, init) => {
        sent = JSON.parse(String(init?.body));
        return { status: 201, body: { Id: 9 } };
      },
      '/api/conversations/9': { status: 200, body: conversation({ Item: null }) },
    });
    renderRoute('/messages/contact?seller=2&store=3', routes);
    expect(await screen.findByText('Question about the store')).toBeTruthy();
    expect(screen.getByText('Vintage Vault Cards')).toBeTruthy();
    fireEvent.change(screen.getByLabelText('Your question'), { target: { value: 'Any Mantles soon?' } });
    fireEvent.click(screen.getByRole('button', { name: 'Send' }));
    expect(await screen.findByText('Yes, very sharp.')).toBeTruthy();
    expect(sent).toEqual({ SellerId: 2, Body: 'Any Mantles soon?', SendCopy: false });
  });
});

describe('ConversationPage', () => {
  it('shows mine on the right and theirs on the left, and sends a reply', async () => {
    let replied = false;
    stubApi({
      '/api/conversations/9': { status: 200, body: conversation() },
      '/api/conversations/9/messages': () => {
        replied = true;
        return { status: 200, body: conversation({ Messages: [...conversation().Messages, { Id: 3, From: 'buyer', Body: 'Thanks!', CreateDate: '2026-11-20T11:00:00Z' }] }) };
      },
    });
    renderRoute('/messages/conversation/9', routes);
    const mine = await screen.findByText('Are the corners sharp?');
    expect(mine.closest('li')!.className).toContain('conversation-message--mine');
    expect(screen.getByText('Yes, very sharp.').closest('li')!.className).toContain('conversation-message--theirs');
    expect(screen.getByRole('heading', { name: 'Conversation with Vintage Vault' })).toBeTruthy();
    fireEvent.change(screen.getByLabelText('Your reply'), { target: { value: 'Thanks!' } });
    fireEvent.click(screen.getByRole('button', { name: 'Send' }));
    expect(await screen.findByText('Thanks!')).toBeTruthy();
    expect(replied).toBe(true);
    expect((screen.getByLabelText('Your reply') as HTMLTextAreaElement).value).toBe('');
  });

  it('is read-only when either side has blocked the other', async () => {
    stubApi({ '/api/conversations/9': { status: 200, body: conversation({ CanWrite: false }) } });
    renderRoute('/messages/conversation/9', routes);
    expect(await screen.findByText('This member can not chat with you')).toBeTruthy();
    expect(screen.queryByLabelText('Your reply')).toBeNull();
  });
});
