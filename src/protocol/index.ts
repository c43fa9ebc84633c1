/**
 * The table server's wire protocol (docs/protocol.md), shared by the server and the web
 * client: the client's messages as zod schemas, the server's messages as types. It sits above
 * the engine and below both of its users; nothing here knows the server's workings.
 */
export * from './challenge.js';
export * from './chat.js';
export * from './messages.js';
export * from './nudge.js';
export * from './profiles.js';
export * from './replay.js';
export * from './settings.js';
export * from './undo.js';
