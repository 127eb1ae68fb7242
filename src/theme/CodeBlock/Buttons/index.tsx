// Wraps the theme's code block buttons so that they mount only once their block comes near the
// screen (src/lib/nearScreen.ts), in a transition. Mounting them on all of a long page's code blocks
// at hydration was the largest task after it: the command reference has 95 blocks, whose buttons
// added about 750 elements to style, lay out and paint.
import React, {type ReactNode} from 'react';
import Buttons from '@theme-original/CodeBlock/Buttons';
import type ButtonsType from '@theme/CodeBlock/Buttons';
import type {WrapperProps} from '@docusaurus/types';
import {useCodeBlockContext} from '@docusaurus/theme-common/internal';
import {useHasBeenNearScreen} from '@site/src/lib/nearScreen';

export default function ButtonsWrapper(props: WrapperProps<typeof ButtonsType>): ReactNode {
  const {wordWrap} = useCodeBlockContext();
  return useHasBeenNearScreen(wordWrap.codeBlockRef) ? <Buttons {...props} /> : null;
}
