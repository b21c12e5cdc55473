// Linted as src/server/features/gallery/: another feature's repo, spelled through features/ rather than '../chat/'.
import { findChatOf } from '../../features/chat/chat.repo.js';

export const find = findChatOf;
