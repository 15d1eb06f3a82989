import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '../../../test/app';
import { signedInUser } from '../../../test/accounts';
import { notifications } from '../../db/schema';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(async () => {
  await ctx.close();
});

describe('notifications', () => {
  it('lists only the caller’s own, counts unread, and marks one read', async () => {
    const me = await signedInUser(ctx.app, ctx.database.db, 'note-me@example.com', 'doctor');
    const other = await signedInUser(ctx.app, ctx.database.db, 'note-other@example.com');
    await ctx.database.db.insert(notifications).values([
      { userId: me.id, kind: 'critical_result', title: 'Critical result on NB-1', link: '/orders/x' },
      { userId: me.id, kind: 'order_created', title: 'Order NB-2 placed' },
      { userId: other.id, kind: 'order_created', title: 'Not yours' },
    ]);
    const list = (await ctx.app.inject({ method: 'GET', url: '/api/v1/notifications', headers: me.headers })).json().data;
    expect(list.unreadCount).toBe(2);
    expect(list.items.map((n: { title: string }) => n.title).sort()).toEqual(['Critical result on NB-1', 'Order NB-2 placed']);
    const critical = (await ctx.app.inject({ method: 'GET', url: '/api/v1/notifications?kind=critical_result', headers: me.headers })).json().data;
    expect(critical.items).toHaveLength(1);

    const theirs = (await ctx.app.inject({ method: 'GET', url: '/api/v1/notifications', headers: other.headers })).json().data.items[0];
    expect((await ctx.app.inject({ method: 'POST', url: `/api/v1/notifications/${theirs.id}/read`, headers: me.headers })).statusCode).toBe(404);
    const read = await ctx.app.inject({ method: 'POST', url: `/api/v1/notifications/${critical.items[0].id}/read`, headers: me.headers });
    expect(read.statusCode).toBe(200);
    expect((await ctx.app.inject({ method: 'GET', url: '/api/v1/notifications?unread=true', headers: me.headers })).json().data.unreadCount).toBe(1);
  });
});
