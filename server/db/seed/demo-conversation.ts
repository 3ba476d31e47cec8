/**
 * The demo's conversation with a seller (issue 29): the demo buyer asked Vintage Vault Cards about
 * their store two days ago and the seller answered, so /messages has a conversation to open.
 * Inserted after the rows it names; its ids come from the tables' own sequences.
 */
import type { Tx } from '../client';
import { conversationMessages, conversations } from '../schema';
import { demoAccounts } from './demo-accounts';
import type { DemoData } from './build-demo-data';

const VINTAGE_VAULT_EMAIL = 'vintagevault@sellers.holo.test';
const HOUR = 3_600_000;

export async function insertDemoConversation(tx: Tx, data: DemoData, now: Date): Promise<void> {
  const memberId = (email: string) => data.members.find((m) => m.email === email)?.id;
  const buyer = memberId(demoAccounts.buyer.email);
  const seller = memberId(VINTAGE_VAULT_EMAIL);
  if (buyer === undefined || seller === undefined) return;
  const asked = new Date(now.getTime() - 48 * HOUR);
  const answered = new Date(asked.getTime() + 3 * HOUR);
  const [conversation] = await tx
    .insert(conversations)
    .values({ buyerMemberId: buyer, sellerMemberId: seller, commodityId: null, createdAt: asked, lastMessageAt: answered, buyerReadAt: answered, sellerReadAt: answered })
    .returning({ id: conversations.id });
  await tx.insert(conversationMessages).values([
    {
      conversationId: conversation!.id,
      senderMemberId: buyer,
      body: 'Hi! Do you have any 1952 Topps Mickey Mantle cards coming up, graded or raw? I can wait for the right one.',
      createdAt: asked,
    },
    {
      conversationId: conversation!.id,
      senderMemberId: seller,
      body: 'Thanks for asking! A PSA 3 1952 Topps Mantle goes up next week. Follow the store and you will see it as soon as it is listed.',
      createdAt: answered,
    },
  ]);
}
