// The chat module's operations (gateway/src/modules/chat/schema.graphql) and the transcript preference.
import { graphql } from '@kit/gql';

export const CHAT_MESSAGE_FIELDS = graphql(`
  fragment ChatMessageFields on ChatMessage {
    id
    source
    type
    text
    timestamp
    agentName
    entryType
  }
`);

export const CHAT_CONVERSATION_FIELDS = graphql(`
  fragment ChatConversationFields on ChatConversation {
    id
    kind
    status
    topic
    subOption
    agentName
  }
`);

/** What sending a message and asking for a person answer: the conversation as it now is and the new messages. */
export const CHAT_MESSAGES_PAYLOAD_FIELDS = graphql(`
  fragment ChatMessagesPayloadFields on ChatMessagesPayload {
    conversation {
      ...ChatConversationFields
    }
    messages {
      ...ChatMessageFields
    }
  }
`);

export const CHAT_AVAILABILITY = graphql(`
  query ChatAvailability {
    chatAvailability {
      live
      reason
      message
      asyncAvailable
    }
  }
`);

/** On load: the open conversation with Q (it persists across sign-ins) and the ended chat awaiting the transcript prompt. */
export const CHAT_RESUME = graphql(`
  query ChatResume {
    myAsyncConversation {
      ...ChatConversationFields
    }
    viewer {
      preferences(keys: ["inactive-chat-transcript"]) {
        key
        value
      }
    }
  }
`);

export const CHAT_CONVERSATION = graphql(`
  query ChatConversation($id: ID!, $after: ID) {
    chatConversation(id: $id) {
      ...ChatConversationFields
      messages(after: $after, limit: 500) {
        ...ChatMessageFields
      }
    }
  }
`);

export const START_CHAT = graphql(`
  mutation StartChat($kind: ChatKind!, $topic: String, $subOption: String, $context: ChatContextInput) {
    startChat(kind: $kind, topic: $topic, subOption: $subOption, context: $context) {
      ...ChatConversationFields
      messages(limit: 500) {
        ...ChatMessageFields
      }
    }
  }
`);

export const SEND_CHAT_MESSAGE = graphql(`
  mutation SendChatMessage($conversationId: ID!, $text: String!) {
    sendChatMessage(conversationId: $conversationId, text: $text) {
      ...ChatMessagesPayloadFields
    }
  }
`);

export const END_CHAT = graphql(`
  mutation EndChat($conversationId: ID!) {
    endChat(conversationId: $conversationId) {
      ...ChatConversationFields
    }
  }
`);

export const REQUEST_HUMAN = graphql(`
  mutation RequestHuman($conversationId: ID!) {
    requestHuman(conversationId: $conversationId) {
      ...ChatMessagesPayloadFields
    }
  }
`);

export const CHAT_EVENTS = graphql(`
  subscription ChatEvents($conversationId: ID!) {
    chatEvents(conversationId: $conversationId) {
      conversationId
      status
      agentName
      message {
        ...ChatMessageFields
      }
    }
  }
`);

/** 001 §3 preference inactive-chat-transcript: the ended conversation whose transcript the prompt offers (null: none). */
export const INACTIVE_TRANSCRIPT_KEY = 'inactive-chat-transcript';

export const SET_CHAT_PREFERENCE = graphql(`
  mutation SetChatPreference($key: String!, $value: JSON) {
    setPreference(key: $key, value: $value) {
      key
      value
    }
  }
`);
