import { QueryClient } from '@tanstack/react-query';
import { afterEach, describe, expect, it } from 'vitest';
import { SIGNED_IN_USER_ELEMENT_ID } from '../../../shared/page-slots.js';
import { makeUser } from '../../test-utils';
import { currentUserQuery, seedCurrentUser } from './auth.api';

function pageCarries(text: string): void {
  const element = document.createElement('script');
  element.id = SIGNED_IN_USER_ELEMENT_ID;
  element.type = 'application/json';
  element.textContent = text;
  document.head.append(element);
}

describe('the signed-in user the page carries', () => {
  afterEach(() => document.getElementById(SIGNED_IN_USER_ELEMENT_ID)?.remove());

  it('is in the cache before the first render, and read only once', () => {
    const user = makeUser({ email: 'ann@example.com' });
    pageCarries(JSON.stringify(user));
    const client = new QueryClient();
    seedCurrentUser(client);
    expect(client.getQueryData(currentUserQuery.queryKey)).toEqual(user);
    expect(document.getElementById(SIGNED_IN_USER_ELEMENT_ID)).toBeNull();

    // Signed out and cleared, nothing brings that user back.
    client.clear();
    seedCurrentUser(client);
    expect(client.getQueryData(currentUserQuery.queryKey)).toBeUndefined();
  });

  it('is left out when the page has none or it is not a user, so GET /api/me is asked as before', () => {
    const client = new QueryClient();
    seedCurrentUser(client);
    expect(client.getQueryData(currentUserQuery.queryKey)).toBeUndefined();
    pageCarries('{"id":"not a user"}');
    seedCurrentUser(client);
    expect(client.getQueryData(currentUserQuery.queryKey)).toBeUndefined();
  });
});
