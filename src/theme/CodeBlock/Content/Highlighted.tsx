// A code block's lines, tokenised by Prism. Loaded on demand (see ./index.tsx), so Prism is not part
// of every page's JavaScript. Tokens carry classes only; their colours come from the stylesheet
// src/plugins/prism-on-demand writes, so a theme switch needs no new render.
import React, {type ReactNode} from 'react';
import {Highlight, Prism, type PrismTheme} from 'prism-react-renderer';
import {useCodeBlockContext} from '@docusaurus/theme-common/internal';
import Line from '@theme/CodeBlock/Line';
import prismIncludeLanguages from '@theme/prism-include-languages';
import Frame from './Frame';

// The theme's own loader for themeConfig.prism.additionalLanguages, which the browser bundle no
// longer runs at start-up (src/plugins/prism-on-demand).
prismIncludeLanguages(Prism as unknown as Parameters<typeof prismIncludeLanguages>[0]);

const CLASSES_ONLY: PrismTheme = {plain: {}, styles: []};

export default function Highlighted({className}: {className?: string}): ReactNode {
  const {metadata} = useCodeBlockContext();
  return (
    <Highlight theme={CLASSES_ONLY} code={metadata.code} language={metadata.language}>
      {({tokens, getLineProps, getTokenProps}) => (
        <Frame
          className={className}
          lines={tokens.map((line, index) => (
            <Line
              key={index}
              line={line}
              getLineProps={getLineProps}
              getTokenProps={getTokenProps}
              classNames={metadata.lineClassNames[index]}
              showLineNumbers={metadata.lineNumbersStart !== undefined}
            />
          ))}
        />
      )}
    </Highlight>
  );
}
