// Ejected (unsafe: not in the theme's swizzle list): the in-page crash fallback shows our CrashReport, which adds a report link and keeps text within 80 characters.
import React, {type ReactNode} from 'react';
import type {Props} from '@theme/Error';
import CrashReport from '@site/src/components/CrashReport';

export default function ErrorPageContent({error, tryAgain}: Props): ReactNode {
  return <CrashReport error={error} tryAgain={tryAgain} />;
}
