import type { FeatureModule } from '../../feature-module.js';
import { ChatSendGuard } from './chat-send-guard.service.js';
import { chatRoutes } from './chat.routes.js';

/** The members' chat. One per app: the sends under way in this process are this app's (`sends`, given by a test to hold one open). */
export function createChatModule(sends = new ChatSendGuard()): FeatureModule {
  return {
    name: 'chat',
    routes: (app, ctx) => chatRoutes(app, ctx, sends),
  };
}
