// The kit popover's React Aria half (./popover.tsx loads it lazily).
import '../react-aria-styles';
import { Popover as AriaPopover } from 'react-aria-components';
import type { PopoverProps } from './popover';
import styles from './popover.module.css';

export default function KitAriaPopover({ label, labelledBy, className, children, onOpenChange, ...props }: PopoverProps) {
  return (
    <AriaPopover
      {...props}
      onOpenChange={onOpenChange}
      aria-label={label}
      aria-labelledby={labelledBy}
      className={className ? `${styles.popover} ${className}` : styles.popover}
    >
      {children}
    </AriaPopover>
  );
}
