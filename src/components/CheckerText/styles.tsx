// The checkers' shared look (src/components/ConfigChecker, src/components/CommandChecker). The rules
// ship in the checkers' own JavaScript as a <style> element, not as a CSS module: Docusaurus puts
// every CSS module into the one stylesheet all pages load, and no other page should pay for these.
import React, {type ReactNode} from 'react';

const NAMES = ['actions', 'checker', 'differences', 'error', 'examples', 'examplesLabel', 'file', 'finding', 'findings', 'form', 'label', 'line', 'message', 'modes', 'note', 'privacy', 'quote', 'reply', 'results', 'severity', 'status', 'text', 'warning'] as const;

type Name = (typeof NAMES)[number];

/** The class name of each rule: `styles.finding` is `draupnir-checker-finding`. */
export const styles = Object.fromEntries(NAMES.map((name) => [name, `draupnir-checker-${name}`])) as Record<Name, string>;

const CSS = `
.draupnir-checker-checker {
  margin-bottom: var(--ifm-leading);
}

.draupnir-checker-form {
  display: flex;
  flex-direction: column;
  gap: 0.75rem;
}

.draupnir-checker-modes {
  display: flex;
  flex-wrap: wrap;
  gap: 0.5rem 1.5rem;
  margin: 0;
  padding: 0.5rem 1rem 0.75rem;
  border: 1px solid var(--ifm-color-emphasis-400);
  border-radius: var(--ifm-global-radius);
}

.draupnir-checker-modes legend {
  padding: 0 0.25rem;
  font-weight: var(--ifm-font-weight-bold);
}

.draupnir-checker-label {
  font-weight: var(--ifm-font-weight-bold);
}

.draupnir-checker-text,
.draupnir-checker-line {
  width: 100%;
  padding: 0.5rem;
  font-family: var(--ifm-font-family-monospace);
  font-size: 0.875rem;
  color: var(--ifm-font-color-base);
  background: var(--ifm-background-color);
  border: 1px solid var(--ifm-color-emphasis-600);
  border-radius: var(--ifm-global-radius);
}

.draupnir-checker-text {
  min-height: 12rem;
  resize: vertical;
}

.draupnir-checker-privacy {
  margin: 0;
  font-size: 0.875rem;
}

.draupnir-checker-actions {
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 0.75rem 1.5rem;
}

.draupnir-checker-file {
  font-size: 0.875rem;
}

.draupnir-checker-status {
  margin: 1rem 0 0.5rem;
  font-weight: var(--ifm-font-weight-bold);
}

.draupnir-checker-status:empty {
  display: none;
}

.draupnir-checker-message {
  padding: 0.5rem 1rem;
  border-left: 4px solid var(--ifm-color-danger-dark);
}

.draupnir-checker-findings {
  padding-left: 1.5rem;
}

.draupnir-checker-finding {
  margin-bottom: 0.5rem;
  padding-left: 0.5rem;
  border-left: 4px solid var(--ifm-color-emphasis-500);
}

.draupnir-checker-error {
  border-left-color: var(--ifm-color-danger-dark);
}

.draupnir-checker-warning {
  border-left-color: var(--ifm-color-warning-dark);
}

.draupnir-checker-severity {
  font-weight: var(--ifm-font-weight-bold);
}

.draupnir-checker-quote {
  font-family: var(--ifm-font-family-monospace);
  font-size: 0.875rem;
}

.draupnir-checker-differences code {
  word-break: break-all;
}

.draupnir-checker-examplesLabel {
  margin: 1rem 0 0.5rem;
}

.draupnir-checker-examples {
  display: flex;
  flex-wrap: wrap;
  gap: 0.5rem;
  margin: 0;
  padding: 0;
  list-style: none;
}

.draupnir-checker-examples code {
  background: none;
  border: none;
}

.draupnir-checker-reply {
  white-space: pre-wrap;
}
`;

export function CheckerStyle(): ReactNode {
  // Set as HTML, not as a text child: the build minifies the CSS in the page's HTML, and React
  // would take the minified text for a hydration mismatch. The text is a constant of this file.
  return <style dangerouslySetInnerHTML={{__html: CSS}} />;
}
