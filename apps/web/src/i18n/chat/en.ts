/** The room's chat (#27): the panel in the table's drawer, muting, and its refusals. */
export const chatEn = {
  'chat.spectatorsWrite': 'Spectators may write in the chat',
  'chat.title': 'Chat',
  'chat.messages': 'Chat messages',
  'chat.label': 'Message to the table',
  'chat.send': 'Send',
  'chat.empty': 'No messages yet.',
  'chat.readOnly': 'Spectators read this chat; only players write here.',
  'chat.yourName': 'Your name in the chat',
  'chat.mute': 'Mute {name}',
  'chat.unmute': 'Unmute {name}',
  'chat.hidden': '{n, plural, one {# message from a muted player hidden} other {# messages from muted players hidden}}',
  'chat.left': '{n, plural, one {# character left} other {# characters left}}',
  'err.bad-chat': 'That message is empty or longer than 500 characters.',
  'err.chat-rate-limited': 'You are writing faster than the room takes; wait a moment.',
  'err.chat-closed': 'Spectators read this chat but cannot write in it.',
} as const;
