// The navbar's search button, written here so that the page's main bundle does not carry
// @docsearch/react: its one bundled file holds the modal, the autocomplete engine and Algolia's
// client too (about 105 KB minified), which now download with the modal. It keeps DocSearch's
// class names, so DocSearch's button styles apply.
import React, {forwardRef, useEffect, useState, type ComponentProps} from 'react';

type Props = ComponentProps<'button'> & {
  translations?: {buttonText?: string; buttonAriaLabel?: string};
};

/** "⌘" on Apple systems, "Ctrl" elsewhere; null until known (the server cannot tell). */
function useShortcutModifier(): '⌘' | 'Ctrl' | null {
  const [modifier, setModifier] = useState<'⌘' | 'Ctrl' | null>(null);
  useEffect(() => {
    setModifier(/Mac|iPhone|iPod|iPad/i.test(navigator.platform) ? '⌘' : 'Ctrl');
  }, []);
  return modifier;
}

function MagnifierIcon() {
  return (
    <svg width="20" height="20" className="DocSearch-Search-Icon" viewBox="0 0 20 20" aria-hidden="true">
      <circle cx="8.5" cy="8.5" r="6" stroke="currentColor" fill="none" strokeWidth="1.6" />
      <path d="M13 13l5 5" stroke="currentColor" strokeWidth="1.6" strokeLinecap="round" />
    </svg>
  );
}

/**
 * The button's name is the words it shows ("Search Ctrl K"), so that a reader who says what they
 * see to voice control finds it (WCAG 2.5.3, axe: label-content-name-mismatch); the shortcut itself
 * is announced through aria-keyshortcuts.
 */
export function searchButtonName(buttonText: string, modifier: '⌘' | 'Ctrl' | null): string {
  return modifier === null ? buttonText : `${buttonText} ${modifier} K`;
}

export default forwardRef<HTMLButtonElement, Props>(function SearchButton({translations = {}, ...buttonProps}, ref) {
  const {buttonText = 'Search'} = translations;
  const modifier = useShortcutModifier();
  return (
    <button
      type="button"
      className="DocSearch DocSearch-Button"
      aria-label={searchButtonName(buttonText, modifier)}
      aria-keyshortcuts={modifier === '⌘' ? 'Meta+K' : 'Control+K'}
      {...buttonProps}
      ref={ref}>
      <span className="DocSearch-Button-Container">
        <MagnifierIcon />
        <span className="DocSearch-Button-Placeholder">{buttonText}</span>
      </span>
      {/* The spaces take no room in the flex layout, but keep the words apart for assistive tools. */}{' '}
      <span className="DocSearch-Button-Keys">
        {modifier !== null && (
          <>
            <kbd className="DocSearch-Button-Key">{modifier}</kbd>{' '}
            <kbd className="DocSearch-Button-Key">K</kbd>
          </>
        )}
      </span>
    </button>
  );
});
