// Ejected from theme-classic 3.8.1: the buttons still appear only in the browser, but in a transition
// (useShownAfterHydration), because mounting them on all of a long page's code blocks at once was the
// largest task after hydration (about 450 ms at 4× CPU slowdown on the command reference).
import React, {type ReactNode} from 'react';
import clsx from 'clsx';
import type {Props} from '@theme/CodeBlock/Buttons';
import CopyButton from '@theme/CodeBlock/Buttons/CopyButton';
import WordWrapButton from '@theme/CodeBlock/Buttons/WordWrapButton';
import styles from '@docusaurus/theme-classic/lib/theme/CodeBlock/Buttons/styles.module.css';
import {useShownAfterHydration} from '@site/src/lib/useShownAfterHydration';

export default function CodeBlockButtons({className}: Props): ReactNode {
  if (!useShownAfterHydration()) return null;
  return (
    <div className={clsx(className, styles.buttonGroup)}>
      <WordWrapButton />
      <CopyButton />
    </div>
  );
}
