// The search modal's keyboard shortcuts, as DocSearch's own hook has them, written here for the
// same reason as SearchButton.tsx: Ctrl+K or ⌘+K opens and closes the modal, "/" opens it unless the
// reader is typing in a field, Escape closes it, and typing a letter or digit (without Ctrl, ⌘ or
// Alt) while the search button has focus opens it with that character.
import {useEffect, type RefObject} from 'react';

type Options = {
  isOpen: boolean;
  onOpen: () => void;
  onClose: () => void;
  onInput: (event: KeyboardEvent) => void;
  searchButtonRef: RefObject<HTMLButtonElement | null>;
};

function isTypingTarget(target: EventTarget | null): boolean {
  if (!(target instanceof HTMLElement)) return false;
  return target.isContentEditable || ['INPUT', 'SELECT', 'TEXTAREA'].includes(target.tagName);
}

export function useSearchShortcuts({isOpen, onOpen, onClose, onInput, searchButtonRef}: Options): void {
  useEffect(() => {
    function onKeyDown(event: KeyboardEvent) {
      const toggle = event.key?.toLowerCase() === 'k' && (event.metaKey || event.ctrlKey);
      const close = isOpen && event.code === 'Escape';
      const slash = !isOpen && event.key === '/' && !isTypingTarget(event.target);
      if (toggle || close || slash) {
        event.preventDefault();
        if (isOpen) onClose();
        // The modal marks <body> while it is open; do not open a second one.
        else if (!document.body.classList.contains('DocSearch--active')) onOpen();
        return;
      }
      const modified = event.ctrlKey || event.metaKey || event.altKey;
      if (searchButtonRef.current === document.activeElement && !modified && /^[a-z0-9]$/i.test(event.key)) onInput(event);
    }
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, [isOpen, onOpen, onClose, onInput, searchButtonRef]);
}
