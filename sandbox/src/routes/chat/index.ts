import { defineRoutes } from '../define-routes.js';
import { schemas } from './schemas.js';
import { registerChatRoutes } from './chat-routes.js';
import { registerChatConsole } from './console-routes.js';

/** Live chat and the assistant Q (001 §2.7, §4; issue 15): conversations, messages, Q's script, the agent console. */
export default defineRoutes({
  id: 'chat',
  description: 'Live chat with the assistant Q and a human agent: availability, conversations and their messages.',
  schemas,
  register(api, db, services) {
    registerChatRoutes(api, db, services);
  },
  registerRoot(app, db, services) {
    registerChatConsole(app, db, services);
  },
});
