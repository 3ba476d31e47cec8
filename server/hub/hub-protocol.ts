/**
 * The SignalR JSON hub protocol (signalr-protocol.md): JSON records ended by 0x1E, a handshake, then
 * messages told apart by `type`. Only what Holo's hub uses: invocations both ways, completions,
 * pings and close.
 */

export const RECORD_SEPARATOR = '\x1e';

export const MessageType = { Invocation: 1, Completion: 3, StreamInvocation: 4, CancelInvocation: 5, Ping: 6, Close: 7 } as const;

export interface InvocationMessage {
  type: 1;
  invocationId?: string;
  target: string;
  arguments: unknown[];
}

export interface HubMessage {
  type: number;
  invocationId?: unknown;
  target?: unknown;
  arguments?: unknown;
}

/** Splits a frame into its JSON records; a frame may hold several, each ended by the separator. */
export function splitRecords(frame: string): string[] {
  const records = frame.split(RECORD_SEPARATOR);
  // The text after the last separator is empty for a well-formed frame.
  if (records.pop() !== '') throw new Error('Message is incomplete.');
  return records;
}

export const frame = (message: object): string => JSON.stringify(message) + RECORD_SEPARATOR;

export const handshakeReply = frame({});
export const handshakeError = (error: string) => frame({ error });
export const pingFrame = frame({ type: MessageType.Ping });

/** A completion carries the method's result or its error, never both; an undefined result is left out. */
export function completionFrame(invocationId: string, outcome: { error: string } | { result: unknown } = { result: undefined }): string {
  if ('error' in outcome) return frame({ type: MessageType.Completion, invocationId, error: outcome.error });
  return frame(outcome.result === undefined ? { type: MessageType.Completion, invocationId } : { type: MessageType.Completion, invocationId, result: outcome.result });
}

export function closeFrame(error?: string, allowReconnect?: boolean): string {
  return frame({ type: MessageType.Close, ...(error === undefined ? {} : { error }), ...(allowReconnect ? { allowReconnect } : {}) });
}

/** A server → client call (fire and forget: no invocationId). */
export function invocationFrame(target: string, args: unknown[]): string {
  return frame({ type: MessageType.Invocation, target, arguments: args });
}

export function parseMessage(record: string): HubMessage {
  const message: unknown = JSON.parse(record);
  if (typeof message !== 'object' || message === null || typeof (message as HubMessage).type !== 'number') {
    throw new Error('Invalid message: no type.');
  }
  return message as HubMessage;
}

/** The handshake request `{"protocol":"json","version":1}`; returns an error text when it is not acceptable. */
export function checkHandshake(record: string): string | null {
  let request: { protocol?: unknown; version?: unknown };
  try {
    request = JSON.parse(record) as typeof request;
  } catch {
    return 'Handshake request is not valid JSON.';
  }
  if (request?.protocol !== 'json') return `The protocol '${String(request?.protocol)}' is not supported.`;
  if (request.version !== 1) return `The server does not support version ${String(request.version)} of the 'json' protocol.`;
  return null;
}
