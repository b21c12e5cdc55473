import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { me, signInOwner, type Person } from '../test-support/people.js';
import { simulatorOf, subscribedMember, subscriptionIdOf } from '../test-support/subscription.js';
import { createTestApp } from '../test-support/test-app.js';
import { SIMULATOR_CONTROLS_PREFIX } from './payment-simulator-standin.js';

const DAY = 86_400;

describe('the payment simulator’s controls act on the caller’s own customer', () => {
  let app: FastifyInstance;
  let owner: Person;
  let ada: Person;
  let bob: Person;
  const control = (who: Person, path: string, payload?: object) =>
    app.inject({ method: payload ? 'POST' : 'GET', url: `${SIMULATOR_CONTROLS_PREFIX}${path}`, headers: who.headers, ...(payload ? { payload } : {}) });
  const periodEnd = (userId: string) => simulatorOf(app).simulator.subscription(subscriptionIdOf(app, userId)).items.data[0]!.current_period_end;

  beforeAll(async () => {
    app = await createTestApp();
    owner = await signInOwner(app);
    ada = await subscribedMember(app, 'ada@example.com');
    bob = await subscribedMember(app, 'bob@example.com');
  });
  afterAll(async () => app.close());

  it('lists only the caller’s own events, and all of them to an admin', async () => {
    const mine = (await control(ada, '')).json().events as { id: string }[];
    const all = (await control(owner, '')).json().events as { id: string }[];
    expect(mine.length).toBeGreaterThan(0);
    expect(all.length).toBeGreaterThan(mine.length);
    const sim = simulatorOf(app).simulator;
    expect(mine.every(({ id }) => sim.concernsUser(sim.event(id), ada.id))).toBe(true);
  });

  it('redelivers only the caller’s own events (404 for anyone else’s), any event for an admin', async () => {
    const sim = simulatorOf(app).simulator;
    const bobsEvent = sim.events.find((event) => sim.concernsUser(event, bob.id))!;
    expect((await control(ada, `/events/${bobsEvent.id}/redeliver`, { times: 1 })).statusCode).toBe(404);
    expect((await control(bob, `/events/${bobsEvent.id}/redeliver`, { times: 1 })).statusCode).toBe(200);
    expect((await control(owner, `/events/${bobsEvent.id}/redeliver`, { times: 1 })).statusCode).toBe(200);
  });

  it('fails renewals only of the caller’s own subscriptions (403 for anyone else’s)', async () => {
    const refused = await control(ada, `/users/${bob.id}/fail-renewal`, {});
    expect(refused.statusCode).toBe(403);
    expect((await control(ada, `/users/${ada.id}/fail-renewal`, {})).json().subscriptions).toEqual([subscriptionIdOf(app, ada.id)]);
    expect((await control(owner, `/users/${bob.id}/fail-renewal`, {})).statusCode).toBe(200);
  });

  it('moves time for the caller’s own subscriptions only', async () => {
    const bobsEnd = periodEnd(bob.id);
    const adasEnd = periodEnd(ada.id);
    // Ada's next renewal is set to fail above: a month on, her subscription is past_due; Bob's is untouched.
    expect((await control(ada, '/clock', { seconds: 32 * DAY })).statusCode).toBe(200);
    expect(periodEnd(bob.id)).toBe(bobsEnd);
    expect(periodEnd(ada.id)).not.toBe(adasEnd);
    expect(await me(app, bob)).toMatchObject({ tier: 'pro', subscriptionStatus: 'active' });
    expect(simulatorOf(app).simulator.subscription(subscriptionIdOf(app, ada.id)).status).toBe('past_due');
  });
});
