/**
 * What a hub connection says after the socket opens (signalr-protocol.md): the handshake, then
 * pings, close and invocations of the hub's methods, each answered by a completion (with what the
 * method returned) when it carries an invocationId. A malformed message ends the connection with a
 * Close message.
 */
import type { HubClient } from './hub-client';
import {
  checkHandshake,
  closeFrame,
  completionFrame,
  handshakeError,
  handshakeReply,
  MessageType,
  parseMessage,
  splitRecords,
  type HubMessage,
} from './hub-protocol';

/** An error whose message the caller may see (like ASP.NET's HubException); others stay generic. */
export class HubError extends Error {}

/** What a method returns is the completion's result (undefined: none). */
export type HubMethod = (client: HubClient, args: unknown[]) => unknown;

export interface HubLogger {
  warn(object: object, message: string): void;
}

/** Returns the handler of one text frame from a client. */
export function createReceiver(methods: Record<string, HubMethod>, log: HubLogger) {
  // Hub method names match case-insensitively, as in ASP.NET Core.
  const byName = new Map(Object.entries(methods).map(([name, method]) => [name.toLowerCase(), method]));

  async function receive(client: HubClient, text: string): Promise<void> {
    let records: string[];
    try {
      records = splitRecords(text);
    } catch {
      return protocolError(client, 'Message is incomplete.');
    }
    for (const record of records) {
      if (!client.open) return;
      if (!client.handshaken) {
        const error = checkHandshake(record);
        if (error) {
          client.send(handshakeError(error));
          client.socket.close(1000);
          return;
        }
        client.handshaken = true;
        client.send(handshakeReply);
        continue;
      }
      let message: HubMessage;
      try {
        message = parseMessage(record);
      } catch {
        return protocolError(client, 'Invalid message.');
      }
      await dispatch(client, message);
    }
  }

  async function dispatch(client: HubClient, message: HubMessage): Promise<void> {
    switch (message.type) {
      case MessageType.Ping:
        return;
      case MessageType.Close:
        client.socket.close(1000);
        return;
      case MessageType.Invocation:
        return invoke(client, message);
      case MessageType.StreamInvocation:
        if (typeof message.invocationId === 'string') client.send(completionFrame(message.invocationId, { error: 'Streaming is not supported.' }));
        return;
      default:
        // Cancel, acks and sequence messages have nothing to act on here.
        return;
    }
  }

  async function invoke(client: HubClient, message: HubMessage): Promise<void> {
    const invocationId = typeof message.invocationId === 'string' ? message.invocationId : undefined;
    const target = typeof message.target === 'string' ? message.target : '';
    const method = byName.get(target.toLowerCase());
    const args = Array.isArray(message.arguments) ? (message.arguments as unknown[]) : [];
    let outcome: { error: string } | { result: unknown };
    if (!method) {
      outcome = { error: `Unknown hub method '${target}'` };
    } else {
      try {
        outcome = { result: await method(client, args) };
      } catch (cause) {
        if (cause instanceof HubError) outcome = { error: cause.message };
        else {
          log.warn({ err: cause, target }, 'hub: method failed');
          outcome = { error: `An unexpected error occurred invoking '${target}' on the server.` };
        }
      }
    }
    if (invocationId !== undefined) client.send(completionFrame(invocationId, outcome));
  }

  function protocolError(client: HubClient, error: string) {
    client.send(closeFrame(error));
    client.socket.close(1002);
  }

  return receive;
}
