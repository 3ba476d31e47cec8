import { messageTabs } from '../../../domain/messages/notification.schema';
import { MessageTab } from '../../../domain/member/notification-types';

export interface MessagesParams {
  tab: MessageTab;
  page: number;
}

/** The inbox's tab and page live in the URL (/messages?type=5&page=2); the Order tab comes first. */
export function readMessagesParams(searchParams: URLSearchParams): MessagesParams {
  const type = Number(searchParams.get('type'));
  const tab = messageTabs.find((value) => value === type) ?? MessageTab.Order;
  const page = Number(searchParams.get('page'));
  return { tab, page: Number.isInteger(page) && page > 1 ? page : 1 };
}

/** The inbox's URL for a tab and page (page 1 is left out). */
export function messagesHref({ tab, page }: MessagesParams): string {
  return `/messages?type=${tab}${page > 1 ? `&page=${page}` : ''}`;
}
