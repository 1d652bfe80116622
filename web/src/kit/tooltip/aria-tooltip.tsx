// The kit tooltip's React Aria half (./tooltip.tsx loads it lazily and renders it while the tooltip shows). The kit
// decides when it shows; React Aria's TooltipTrigger holds that state for its Tooltip, which places itself against
// the kit's trigger element.
import { useEffect, type ReactNode, type RefObject } from 'react';
import '../react-aria-styles';
import { Tooltip, TooltipTrigger } from 'react-aria-components';
import type { TooltipPlacement } from './tooltip';
import styles from './tooltip.module.css';

export interface AriaTooltipProps {
  triggerRef: RefObject<HTMLElement | null>;
  /** Escape hides it (WAI-ARIA tooltip pattern). */
  onClose(): void;
  placement: TooltipPlacement;
  children: ReactNode;
}

export default function AriaTooltip({ triggerRef, onClose, placement, children }: AriaTooltipProps) {
  // React Aria's own Escape handling listens only with its trigger element mounted inside TooltipTrigger.
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') onClose();
    };
    document.addEventListener('keydown', onKey, true);
    return () => document.removeEventListener('keydown', onKey, true);
  }, [onClose]);
  return (
    <TooltipTrigger isOpen onOpenChange={(isOpen) => !isOpen && onClose()}>
      <Tooltip triggerRef={triggerRef} placement={placement} offset={6} className={styles.tooltip}>
        {children}
      </Tooltip>
    </TooltipTrigger>
  );
}
