import { describe, expect, it } from 'vitest';
import { renderNotificationEmail } from './notification-email.service.js';
import type { EmailNotificationRow } from './notifications.table.js';

const job = (overrides: Partial<EmailNotificationRow>): EmailNotificationRow => ({
  id: '00000000-0000-4000-8000-000000000001',
  type: 'chat_message',
  userId: null,
  userName: 'Pia',
  userEmail: 'pia@example.com',
  messageText: 'Hello there',
  timestamp: new Date(0),
  processed: false,
  recipient: 'owner@example.com',
  groupKey: 'g',
  availableAt: new Date(0),
  lockedUntil: null,
  attempts: 0,
  lastError: null,
  processedAt: null,
  ...overrides,
});

describe('notification e-mails link straight to the dashboard view they mention', () => {
  it('sends the owner to the Admin Dashboard, Chats tab', () => {
    const mail = renderNotificationEmail([job({ type: 'chat_message' })], 'https://site.example');
    expect(mail.text).toContain('Reply in the Admin Dashboard, Chats tab: https://site.example/auth-home?view=admin&tab=chats');
    expect(mail.html).toContain('https://site.example/auth-home?view=admin&amp;tab=chats');
  });

  it('sends a buyer to Custom Build, Purchased Content', () => {
    const mail = renderNotificationEmail([job({ type: 'custom_order_delivered', recipient: 'pia@example.com' })], 'https://site.example');
    expect(mail.text).toContain('https://site.example/auth-home?view=custom_build&tab=purchased');
  });
});
