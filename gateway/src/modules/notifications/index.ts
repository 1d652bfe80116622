import { defineModule } from '../define-module.js';
import { alertTopic } from './alert-events.js';
import { notificationResolvers } from './resolvers.js';

export default defineModule({ id: 'notifications', resolvers: notificationResolvers, liveTopics: [alertTopic] });
