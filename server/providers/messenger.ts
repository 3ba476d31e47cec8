/**
 * SMS and e-mail delivery. The sandbox provider stores each message in sandbox_messages, where
 * /dev/inbox shows it. Like a real gateway it can refuse: recipients containing "fail" bounce.
 */
import type { Db } from '../db/client';
import { sandboxMessages } from '../db/schema';

export interface Messenger {
  sendSms(to: string, body: string): Promise<void>;
  sendEmail(to: string, subject: string, body: string): Promise<void>;
}

export class DeliveryError extends Error {}

export function createSandboxMessenger(db: Db): Messenger {
  async function deliver(channel: 'sms' | 'email', recipient: string, subject: string, body: string) {
    if (recipient.toLowerCase().includes('fail')) throw new DeliveryError(`sandbox refused ${recipient}`);
    await db.insert(sandboxMessages).values({ channel, recipient, subject, body });
  }
  return {
    sendSms: (to, body) => deliver('sms', to, 'SMS', body),
    sendEmail: (to, subject, body) => deliver('email', to, subject, body),
  };
}
