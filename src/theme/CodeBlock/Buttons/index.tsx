// Wraps the theme's code block buttons so that they mount in a transition after hydration
// (useShownAfterHydration): mounting them on all of a long page's code blocks at once was the
// largest task after hydration (about 450 ms at 4× CPU slowdown on the command reference).
import React, {type ReactNode} from 'react';
import Buttons from '@theme-original/CodeBlock/Buttons';
import type ButtonsType from '@theme/CodeBlock/Buttons';
import type {WrapperProps} from '@docusaurus/types';
import {useShownAfterHydration} from '@site/src/lib/useShownAfterHydration';

export default function ButtonsWrapper(props: WrapperProps<typeof ButtonsType>): ReactNode {
  return useShownAfterHydration() ? <Buttons {...props} /> : null;
}
