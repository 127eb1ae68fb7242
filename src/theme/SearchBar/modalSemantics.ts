// DocSearch's modal is marked up as a button (its backdrop) wrapping a banner and a contentinfo
// landmark, which screen readers announce wrongly and axe reports (nested-interactive, duplicate
// banner/contentinfo landmarks), and it points aria-controls at result lists that do not exist.
// While the modal is open, give it dialog semantics instead and keep only the aria-controls
// targets that exist. React only rewrites an attribute when its value changes, so the fix is
// re-applied whenever DocSearch writes one of these attributes again.
import {useEffect, type RefObject} from 'react';

const COMBOBOX_ATTRIBUTES = ['aria-expanded', 'aria-haspopup', 'aria-owns', 'aria-controls', 'tabindex'];

function keepExistingControls(element: Element): void {
  const ids = element.getAttribute('aria-controls');
  if (ids === null) return;
  const existing = ids.split(/\s+/).filter((id) => id && document.getElementById(id));
  if (existing.length === 0) element.removeAttribute('aria-controls');
  else if (existing.join(' ') !== ids) element.setAttribute('aria-controls', existing.join(' '));
}

function fixModal(root: HTMLElement): void {
  const backdrop = root.querySelector<HTMLElement>('.DocSearch-Container');
  if (!backdrop) return;
  if (backdrop.getAttribute('role') !== 'dialog') {
    backdrop.setAttribute('role', 'dialog');
    backdrop.setAttribute('aria-modal', 'true');
    backdrop.setAttribute('aria-label', 'Search the documentation');
    backdrop.removeAttribute('aria-labelledby');
  }
  for (const name of COMBOBOX_ATTRIBUTES) {
    if (backdrop.hasAttribute(name)) backdrop.removeAttribute(name);
  }
  const input = root.querySelector('.DocSearch-Input');
  if (input) keepExistingControls(input);
  root.querySelectorAll('.DocSearch-SearchBar, .DocSearch-Footer').forEach((region) => {
    if (region.getAttribute('role') !== 'presentation') region.setAttribute('role', 'presentation');
  });
}

export function useDialogSemantics(container: RefObject<HTMLElement | null>, isOpen: boolean): void {
  useEffect(() => {
    const root = container.current;
    if (!isOpen || !root) return undefined;
    fixModal(root);
    const observer = new MutationObserver(() => fixModal(root));
    observer.observe(root, {subtree: true, childList: true, attributes: true, attributeFilter: ['role', ...COMBOBOX_ATTRIBUTES]});
    return () => observer.disconnect();
  }, [container, isOpen]);
}
