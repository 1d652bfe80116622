-- Live chat and the assistant Q (001 §2.7, §3 Chat message, §4 Async chat; issue 15): the chat service's own
-- state (the console's "agents online" switch), conversations per user and their messages. sandbox/README.md
-- "Chat" documents the rules.

-- One row: whether support agents are taking live chats (the console's switch; default on).
create table chat_service (
  id            boolean primary key default true check (id),
  agents_online boolean not null default true
);
insert into chat_service (id, agents_online) values (true, true);

-- kind LIVE: a human agent from the start; ASYNC: the assistant Q, which can hand over to a human.
-- status: BOT (Q answers), QUEUED (waiting for an agent), ACTIVE (an agent accepted), ENDED.
create table chat_conversations (
  conversation_id      text primary key,
  mac                  text not null references users,
  kind                 text not null check (kind in ('LIVE', 'ASYNC')),
  status               text not null check (status in ('BOT', 'QUEUED', 'ACTIVE', 'ENDED')),
  topic                text,
  sub_option           text,
  context_name         text check (context_name in ('request_centre', 'manage_payments')),
  context_reference_id text,
  agent_name           text,
  created_at           timestamptz not null default now(),
  updated_at           timestamptz not null default now(),
  ended_at             timestamptz
);
create index chat_conversations_mac on chat_conversations (mac, created_at desc);
-- At most one open Q conversation per user: it persists across sign-ins until it ends.
create unique index chat_conversations_open_async on chat_conversations (mac) where kind = 'ASYNC' and status <> 'ENDED';

create sequence chat_message_seq;
create table chat_messages (
  message_id      bigint primary key default nextval('chat_message_seq'),
  conversation_id text not null references chat_conversations on delete cascade,
  source          text not null check (source in ('user', 'system', 'agent', 'chatbot')),
  type            text not null check (type in ('text', 'human')),
  text            text not null,
  agent_name      text,
  entry_type      text,
  created_at      timestamptz not null default now()
);
create index chat_messages_conversation on chat_messages (conversation_id, message_id);
