/**
 * The SQL condition "this notification falls under that /messages tab", the same split as
 * messageTabOf: the other tabs take their send types, "From Holo" takes every other (unknown
 * types included), so each row is in exactly one tab.
 */
import { inArray, notInArray, type SQL } from 'drizzle-orm';
import { MessageTab, SendType, messageTabOf } from '../../../src/domain/member/notification-types';
import { notifications } from '../../db/schema';

const sendTypesOf = (tab: MessageTab) => Object.values(SendType).filter((type) => messageTabOf(type) === tab);

const namedSendTypes = Object.values(SendType).filter((type) => messageTabOf(type) !== MessageTab.Product);

export function inMessageTab(tab: MessageTab): SQL {
  if (tab === MessageTab.Product) return notInArray(notifications.sendType, namedSendTypes);
  return inArray(notifications.sendType, sendTypesOf(tab));
}
