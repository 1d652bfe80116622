// A table cell's name (text, a link or a button) over its code in a smaller, muted line: an account's name and
// number, an investment's name and code.
import type { ReactNode } from 'react';
import layout from './layout.module.css';

export function NameAndCode({ code, children }: { code: string; children: ReactNode }) {
  return (
    <span className={layout.nameAndCode}>
      {children}
      <span>{code}</span>
    </span>
  );
}
