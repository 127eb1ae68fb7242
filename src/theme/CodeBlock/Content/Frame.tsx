// The <pre>/<code> frame of a code block, shared by the server-rendered and the highlighted forms so
// both produce the same markup. Without `lines`, the <code> keeps whatever lines the server rendered.
import React, {type ReactNode, type RefObject} from 'react';
import clsx from 'clsx';
import {useCodeBlockContext} from '@docusaurus/theme-common/internal';
import styles from '@docusaurus/theme-classic/lib/theme/CodeBlock/Content/styles.module.css';

// One shared object: React rewrites innerHTML whenever this prop is a different object, which
// would wipe the server's lines on the next render.
const SERVER_LINES = {dangerouslySetInnerHTML: {__html: ''}, suppressHydrationWarning: true};

type Props = {
  className?: string;
  lines?: ReactNode;
  codeRef?: RefObject<HTMLElement | null>;
};

export default function Frame({className, lines, codeRef}: Props): ReactNode {
  const {metadata, wordWrap} = useCodeBlockContext();
  const numbered = metadata.lineNumbersStart !== undefined;
  const content = lines === undefined ? SERVER_LINES : {children: lines};
  return (
    <pre
      ref={wordWrap.codeBlockRef}
      // A scrollable code block must be reachable with the keyboard.
      tabIndex={0}
      className={clsx(className, 'prism-code', `language-${metadata.language}`, styles.codeBlock, 'thin-scrollbar')}>
      <code
        ref={codeRef}
        className={clsx(styles.codeBlockLines, numbered && styles.codeBlockLinesWithNumbering)}
        style={numbered ? {counterReset: `line-count ${metadata.lineNumbersStart! - 1}`} : undefined}
        {...content}
      />
    </pre>
  );
}
