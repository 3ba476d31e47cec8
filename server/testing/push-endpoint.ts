/**
 * A push service for tests, on loopback http: it records each request the relay sends, answers with
 * scripted statuses (201 by default), and decrypts the bodies as a browser would (RFC 8291 message
 * encryption, RFC 8188 aes128gcm). `subscription()` is what PushManager.subscribe would give: an
 * endpoint here and a fresh P-256 key pair and auth secret made with node:crypto.
 * Used by the relay's API tests and by the Playwright push journey.
 */
import { createECDH, createDecipheriv, hkdfSync, randomBytes, type ECDH } from 'node:crypto';
import { createServer, type IncomingMessage, type Server } from 'node:http';

export interface ReceivedPush {
  /** The endpoint's path, e.g. /push/1. */
  path: string;
  headers: IncomingMessage['headers'];
  body: Buffer;
  /** The status this endpoint answered with. */
  status: number;
  /** When it arrived (Date.now()). */
  atMs: number;
}

export interface PushAnswer {
  status: number;
  headers?: Record<string, string>;
}

export interface TestSubscription {
  endpoint: string;
  keys: { p256dh: string; auth: string };
}

export interface TestPushDevice {
  subscription: TestSubscription;
  /** Decrypts a body sent to this device and parses its JSON. */
  open<T = unknown>(body: Buffer): T;
  /** The pushes this device's endpoint received (every answer, failed ones included). */
  received(): ReceivedPush[];
  /** The ones answered 2xx: what the device would have shown. */
  delivered(): ReceivedPush[];
  /** Answers the next requests with these, in order, then 201 again. */
  answer(...answers: (number | PushAnswer)[]): void;
  /** Answers every request with this until told otherwise (null: back to 201). */
  answerAlways(answer: number | PushAnswer | null): void;
}

export interface PushEndpoint {
  origin: string;
  /** A new device: its own endpoint path and keys. */
  device(): TestPushDevice;
  received: ReceivedPush[];
  close(): Promise<void>;
}

export async function startPushEndpoint(): Promise<PushEndpoint> {
  const received: ReceivedPush[] = [];
  const scripts = new Map<string, { queue: PushAnswer[]; always: PushAnswer | null }>();
  const server: Server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const path = request.url ?? '/';
      const script = scripts.get(path);
      const answer = script?.queue.shift() ?? script?.always ?? { status: 201 };
      received.push({ path, headers: request.headers, body: Buffer.concat(chunks), status: answer.status, atMs: Date.now() });
      response.writeHead(answer.status, answer.headers ?? {});
      response.end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  if (!address || typeof address === 'string') throw new Error('no port');
  const origin = `http://127.0.0.1:${address.port}`;
  let devices = 0;

  return {
    origin,
    received,
    device() {
      devices += 1;
      const path = `/push/${devices}`;
      const script = { queue: [] as PushAnswer[], always: null as PushAnswer | null };
      scripts.set(path, script);
      const ecdh = createECDH('prime256v1');
      ecdh.generateKeys();
      const auth = randomBytes(16);
      const mine = () => received.filter((r) => r.path === path);
      return {
        subscription: { endpoint: origin + path, keys: { p256dh: ecdh.getPublicKey().toString('base64url'), auth: auth.toString('base64url') } },
        open: <T>(body: Buffer) => JSON.parse(decryptAes128gcm(body, ecdh, auth).toString('utf8')) as T,
        received: mine,
        delivered: () => mine().filter((r) => r.status >= 200 && r.status < 300),
        answer: (...answers) => script.queue.push(...answers.map(asAnswer)),
        answerAlways: (answer) => {
          script.always = answer === null ? null : asAnswer(answer);
        },
      };
    },
    close: () => new Promise<void>((resolve, reject) => server.close((error) => (error ? reject(error) : resolve()))),
  };
}

const asAnswer = (answer: number | PushAnswer): PushAnswer => (typeof answer === 'number' ? { status: answer } : answer);

/**
 * RFC 8291 section 3 / RFC 8188: the body starts with salt (16), record size (4), key id length (1)
 * and the key id, which is the sender's ephemeral public key (as_public). The user agent's private key
 * and the auth secret give the content key and nonce; each record is AES-128-GCM with its tag, and
 * ends in a delimiter (2 in the last record, 1 before) followed by zero padding.
 */
export function decryptAes128gcm(body: Buffer, receiver: ECDH, authSecret: Buffer): Buffer {
  const salt = body.subarray(0, 16);
  const recordSize = body.readUInt32BE(16);
  const idLength = body.readUInt8(20);
  const senderPublic = body.subarray(21, 21 + idLength);
  const records = body.subarray(21 + idLength);
  if (idLength !== 65 || recordSize < 18) throw new Error(`not an RFC 8291 body (key id ${idLength} bytes, record size ${recordSize})`);

  const ecdhSecret = receiver.computeSecret(senderPublic);
  const keyInfo = Buffer.concat([Buffer.from('WebPush: info\0'), receiver.getPublicKey(), senderPublic]);
  const ikm = Buffer.from(hkdfSync('sha256', ecdhSecret, authSecret, keyInfo, 32));
  const cek = Buffer.from(hkdfSync('sha256', ikm, salt, Buffer.from('Content-Encoding: aes128gcm\0'), 16));
  const baseNonce = Buffer.from(hkdfSync('sha256', ikm, salt, Buffer.from('Content-Encoding: nonce\0'), 12));

  const plain: Buffer[] = [];
  for (let offset = 0, seq = 0; offset < records.length; offset += recordSize, seq += 1) {
    const record = records.subarray(offset, offset + recordSize);
    const nonce = Buffer.from(baseNonce);
    nonce.writeUInt32BE((nonce.readUInt32BE(8) ^ seq) >>> 0, 8);
    const decipher = createDecipheriv('aes-128-gcm', cek, nonce);
    decipher.setAuthTag(record.subarray(record.length - 16));
    const padded = Buffer.concat([decipher.update(record.subarray(0, record.length - 16)), decipher.final()]);
    let end = padded.length - 1;
    while (end >= 0 && padded[end] === 0) end -= 1;
    const last = offset + recordSize >= records.length;
    if (padded[end] !== (last ? 2 : 1)) throw new Error(`record ${seq}: bad padding delimiter ${padded[end]}`);
    plain.push(padded.subarray(0, end));
  }
  return Buffer.concat(plain);
}
