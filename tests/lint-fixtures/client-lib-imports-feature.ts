// Linted as src/client/lib/ and src/client/components/: shared client code reaching up into a feature.
import { chatQuery } from '../features/chat/chat.api';

export const query = chatQuery;
