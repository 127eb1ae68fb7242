// Wraps Mermaid: a diagram drawn at build time (`npm run diagrams`) goes into the page's HTML as two
// SVGs, one per colour mode, and the page downloads no diagram library. Any other diagram is drawn in
// the browser by the original component, whose library (about 190 KB gzipped) is downloaded only then.
import React, {lazy, Suspense, type ReactNode} from 'react';
import type MermaidType from '@theme/Mermaid';
import type {WrapperProps} from '@docusaurus/types';
import styles from './styles.module.css';

type Props = WrapperProps<typeof MermaidType> & {
  /** The stored SVGs, set by src/remark/prerenderedDiagrams.ts when `npm run diagrams` drew them. */
  lightSvg?: string;
  darkSvg?: string;
};

const Mermaid = lazy(() => import('@theme-original/Mermaid'));

export default function MermaidWrapper({lightSvg, darkSvg, ...props}: Props): ReactNode {
  if (lightSvg && darkSvg) {
    return (
      <div className="docusaurus-mermaid-container">
        <div className={styles.light} dangerouslySetInnerHTML={{__html: lightSvg}} />
        <div className={styles.dark} dangerouslySetInnerHTML={{__html: darkSvg}} />
      </div>
    );
  }
  return (
    <Suspense fallback={null}>
      <Mermaid {...props} />
    </Suspense>
  );
}
