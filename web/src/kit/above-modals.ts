// Layers that stay usable while a modal is open (the chat window: 000 §9 raises it above everything, and the
// screen-share PIN tells the adviser to start a live chat to share the code). A native modal dialog makes every
// other element inert, so a Modal with `allowAboveModals` opens non-modally and makes the rest of the page inert
// itself, leaving out any element marked with this attribute.
export const ABOVE_MODALS_ATTRIBUTE = 'data-above-modals';

/**
 * Makes everything inert but `keep` and the elements marked ABOVE_MODALS_ATTRIBUTE (and their ancestors' own
 * content): at each level from `keep` up to <body>, the siblings that hold neither. Answers the undo.
 */
export function inertAllBut(keep: Element, root: Element = document.body): () => void {
  const marked = [...root.querySelectorAll(`[${ABOVE_MODALS_ATTRIBUTE}]`)];
  const changed: HTMLElement[] = [];
  const visit = (parent: Element) => {
    for (const child of parent.children) {
      if (child === keep || marked.includes(child)) continue;
      if (child.contains(keep) || marked.some((m) => child.contains(m))) visit(child);
      else if (child instanceof HTMLElement && !child.inert) {
        child.inert = true;
        changed.push(child);
      }
    }
  };
  visit(root);
  return () => changed.forEach((element) => (element.inert = false));
}
