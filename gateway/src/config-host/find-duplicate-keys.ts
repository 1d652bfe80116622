// JSON.parse keeps the last of two equal keys and drops the first without a word; in a hand-edited
// file that is a lost edit. Finds every repeated key in valid JSON, with its pointer.
import { childPointer } from '@schemas/validation/json-pointer.ts';

interface Frame {
  pointer: string;
  keys?: Set<string>; // objects only
  index: number; // arrays only
  awaitingKey: boolean;
  current?: string | number;
}

export function findDuplicateKeys(text: string): { pointer: string; key: string }[] {
  const found: { pointer: string; key: string }[] = [];
  const stack: Frame[] = [];
  const childOfTop = () => {
    const top = stack.at(-1);
    return top === undefined ? '' : childPointer(top.pointer, top.current ?? '');
  };
  for (let i = 0; i < text.length; i++) {
    const c = text[i];
    const top = stack.at(-1);
    if (c === '{') stack.push({ pointer: childOfTop(), keys: new Set(), index: 0, awaitingKey: true });
    else if (c === '[') stack.push({ pointer: childOfTop(), index: 0, awaitingKey: false, current: 0 });
    else if (c === '}' || c === ']') stack.pop();
    else if (c === ',' && top) {
      if (top.keys) top.awaitingKey = true;
      else top.current = ++top.index;
    } else if (c === '"') {
      let end = i + 1;
      while (text[end] !== '"') end += text[end] === '\\' ? 2 : 1;
      if (top?.keys && top.awaitingKey) {
        const key = JSON.parse(text.slice(i, end + 1)) as string;
        if (top.keys.has(key)) found.push({ pointer: childPointer(top.pointer, key), key });
        top.keys.add(key);
        top.current = key;
        top.awaitingKey = false;
      }
      i = end;
    }
  }
  return found;
}
