/**
 * Wires the commodity hub into the Fastify app: the negotiate route, WebSocket upgrades on the app's
 * http server, the hub methods, LISTEN on the bid and notice channels, and a graceful close (Close
 * messages to every socket before the server stops).
 */
import type { FastifyInstance } from 'fastify';
import type { IncomingMessage } from 'node:http';
import { z } from 'zod';
import type { Database } from '../db/client';
import { LIVE_BID_LIST_SIZE } from '../../src/domain/bidding/bid-options';
import { SESSION_COOKIE } from '../http/session';
import { forbidden } from '../http/errors';
import { findSessionMember } from '../services/accounts/find-session-member';
import { BID_CHANNEL } from './bid-events';
import { BidFanOut } from './bid-fanout';
import { NoticeFanOut } from './notice-fanout';
import { NOTICE_CHANNEL } from '../services/notifications/write-notification';
import { CommodityHub, HUB_PATH, refuse, type HubTimings } from './commodity-hub';
import { connectionTokenKey } from './hub-connection-token';
import { allowedOrigins } from './allowed-origin';
import { HubError } from './hub-receiver';
import { readLiveBidState } from './live-bid-state';
import { hubBidMessageFor } from './hub-bid-message';
import { effectiveStatus } from '../services/bidding/auction-open';

declare module 'fastify' {
  interface FastifyInstance {
    commodityHub: CommodityHub;
  }
}

/** One browser tab follows one item, perhaps a few; a cap keeps a misbehaving client small. */
const MAX_GROUPS_PER_CONNECTION = 50;

const commodityIdArgument = z.tuple([z.number().int().positive().max(2_147_483_647)]);

function commodityIdOf(args: unknown[]): number {
  const parsed = commodityIdArgument.safeParse(args);
  if (!parsed.success) throw new HubError('Invalid commodity id.');
  return parsed.data[0];
}

export async function registerCommodityHub(app: FastifyInstance, database: Pick<Database, 'listen' | 'hubDb'>, timings?: Partial<HubTimings>) {
  const memberOf = async (request: IncomingMessage) => {
    const token = app.parseCookie(request.headers.cookie ?? '')[SESSION_COOKIE];
    if (!token || token.length > 64) return null;
    return (await findSessionMember(app.ctx, token))?.memberId ?? null;
  };

  const hub = new CommodityHub({
    log: app.log,
    memberOf,
    timings,
    // Every node of a deployment has the same upload secret (production requires one), so a token
    // negotiated on one node opens a socket on any other.
    tokenKey: app.ctx.env.UPLOAD_SIGNING_SECRET ? connectionTokenKey(app.ctx.env.UPLOAD_SIGNING_SECRET) : undefined,
    methods: {
      // Answers with the item's live state (null: no such item), read after joining: a bid committed
      // later arrives as a message, one committed before is in the answer, so the page needs no
      // second read of the item.
      async JoinCommodity(client, args) {
        const commodityId = commodityIdOf(args);
        if (!client.groups.has(commodityId) && client.groups.size >= MAX_GROUPS_PER_CONNECTION) {
          throw new HubError('Too many items followed on one connection.');
        }
        hub.join(client, commodityId);
        const viewerIds = client.memberId === null ? [] : [client.memberId];
        const state = await readLiveBidState(database.hubDb, commodityId, LIVE_BID_LIST_SIZE, viewerIds);
        if (!state) return null;
        // The status the item page shows, so an unchanged item compares equal to the page's copy.
        const shown = { ...state, status: effectiveStatus(state, app.ctx.clock.now()) };
        return hubBidMessageFor(shown, client.memberId, new Date().toISOString());
      },
      LeaveCommodity(client, args) {
        hub.leave(client, commodityIdOf(args));
      },
    },
  });
  app.decorate('commodityHub', hub);

  // Another site's page may not follow bids as the visitor (their session cookie rides along).
  const originAllowed = allowedOrigins(app.ctx.env);
  app.post(`${HUB_PATH}/negotiate`, { schema: { hide: true } }, async (request) => {
    if (!originAllowed(request.headers.origin)) throw forbidden();
    return hub.negotiate(request.member?.memberId ?? null);
  });
  app.server.on('upgrade', (request, socket, head) => {
    if (!originAllowed(request.headers.origin)) {
      socket.on('error', () => socket.destroy());
      return refuse(socket, 403, 'Forbidden');
    }
    void hub.handleUpgrade(request, socket, head);
  });

  const fanOut = new BidFanOut(hub, (commodityId, viewerIds) => readLiveBidState(database.hubDb, commodityId, LIVE_BID_LIST_SIZE, viewerIds), app.log);
  const unlisten = await database.listen(BID_CHANNEL, (payload) => fanOut.onNotification(payload), { onResume: () => fanOut.resync() });
  // Members' badges: each new notification tells that member's sockets to read their counts again.
  const noticeFanOut = new NoticeFanOut(hub, app.log);
  const unlistenNotices = await database.listen(NOTICE_CHANNEL, (payload) => noticeFanOut.onNotification(payload), {
    onResume: () => noticeFanOut.resync(),
  });

  app.addHook('preClose', async () => {
    await hub.close();
    await fanOut.close();
    noticeFanOut.close();
    await unlisten();
    await unlistenNotices();
  });
}
