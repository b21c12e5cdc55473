import { ProChatView } from '../../features/chat/components/pro-chat-view';
import type { DashboardViews } from '../../features/dashboard/pages/dashboard-page';
import { TechView } from '../../features/tech/components/tech-view';

/** The dashboard views the chat feature provides, by view name (tech_{section} also uses `tech`). */
export const CHAT_VIEWS: DashboardViews = { pro_chat: ProChatView, tech: TechView };
