// Live chat and the assistant Q (001 §2.7, §3, §4; issue 15): the launcher fixed bottom right, the chat window
// (live/Q choice, pre-chat wizard, waiting, active chat, end confirmation, survey) and the 'Chat with us'
// transcript prompt. Another plugin opens the chat with a context by a window event or URL parameters (README.md).
import { definePlugin } from '@kit/plugin';

export default definePlugin({
  id: 'chat',
  slots: {
    overlays: [{ id: 'chat', component: () => import('./components/chat-overlay'), order: 100, load: 'idle' }],
  },
  flags: ['liveChat.enabled', 'liveChat.asyncChat', 'liveChat.feedback', 'liveChat.prechatFormCmaTermDeposits', 'liveChat.businessHoursCheck'],
});
