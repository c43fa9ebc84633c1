// A tiny external bot for the stikk-bot/1 protocol: greets, then always plays the first legal action.
import { createInterface } from 'node:readline';

process.stdout.write(
  `${JSON.stringify({ type: 'hello', protocol: 'stikk-bot/1', name: 'first-legal', game: null, level: 'first' })}\n`,
);
for await (const line of createInterface({ input: process.stdin })) {
  const msg = JSON.parse(line);
  if (msg.type === 'quit') break;
  if (msg.type === 'act')
    process.stdout.write(`${JSON.stringify({ type: 'action', id: msg.id, action: msg.legal[0] })}\n`);
}
