import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/app';
import { signedInUser } from '../../../test/accounts';
import { notifications } from '../../db/schema';

const ctx = useTestApp();

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

  it('marks all of the caller’s notifications read, and nobody else’s', async () => {
    const me = await signedInUser(ctx.app, ctx.database.db, 'note-all@example.com');
    const other = await signedInUser(ctx.app, ctx.database.db, 'note-all-other@example.com');
    await ctx.database.db.insert(notifications).values([
      { userId: me.id, kind: 'order_created', title: 'One' },
      { userId: me.id, kind: 'results_released', title: 'Two' },
      { userId: other.id, kind: 'order_created', title: 'Theirs' },
    ]);
    expect((await ctx.app.inject({ method: 'POST', url: '/api/v1/notifications/read-all' })).statusCode).toBe(401);
    const all = await ctx.app.inject({ method: 'POST', url: '/api/v1/notifications/read-all', headers: me.headers });
    expect(all.statusCode).toBe(200);
    expect(all.json().data).toEqual({ updated: 2 });
    const mine = (await ctx.app.inject({ method: 'GET', url: '/api/v1/notifications', headers: me.headers })).json().data;
    expect(mine.unreadCount).toBe(0);
    expect(mine.items.every((n: { read: boolean }) => n.read)).toBe(true);
    expect((await ctx.app.inject({ method: 'GET', url: '/api/v1/notifications', headers: other.headers })).json().data.unreadCount).toBe(1);
    // Again: nothing left to mark.
    expect((await ctx.app.inject({ method: 'POST', url: '/api/v1/notifications/read-all', headers: me.headers })).json().data).toEqual({ updated: 0 });
  });
});
