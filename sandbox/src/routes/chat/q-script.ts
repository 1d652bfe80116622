// The assistant Q (001 §4 Async chat; §8 "greets the user by first name, introduces the assistant 'Q' and
// offers 24/7 support"): a small documented script in q-script.json, keyword → answer, first match wins.
import { readFileSync } from 'node:fs';

export interface QScript {
  welcome: string;
  default: string;
  handoverQueued: string;
  handoverUnavailable: string;
  handoverPhrases: string[];
  entries: { keywords: string[]; answer: string }[];
}

export const Q_SCRIPT: QScript = JSON.parse(readFileSync(new URL('./q-script.json', import.meta.url), 'utf8')) as QScript;

/** Q's name (001 §9 "chatbot name 'Q'"): the agentName of its messages. */
export const Q_NAME = 'Q';

const words = (text: string) => new Set(text.toLowerCase().split(/[^a-z0-9]+/).filter(Boolean));

export function welcome(firstName: string, script: QScript = Q_SCRIPT): string {
  return script.welcome.replaceAll('{firstName}', firstName);
}

/** Whether the adviser asks for a person ("talk to a person"). */
export function asksForHuman(text: string, script: QScript = Q_SCRIPT): boolean {
  const lower = text.toLowerCase();
  const said = words(text);
  return script.handoverPhrases.some((p) => (p.includes(' ') ? lower.includes(p) : said.has(p)));
}

/** Q's answer to a message: the first entry with a keyword among the message's words; else the default. */
export function answer(text: string, script: QScript = Q_SCRIPT): string {
  const said = words(text);
  return script.entries.find((e) => e.keywords.some((k) => said.has(k)))?.answer ?? script.default;
}
