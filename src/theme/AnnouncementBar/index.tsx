// Wraps the announcement bar (safe) to fix a theme bug: a new announcement id resets the dismissal, but the bar stayed hidden by the CSS flag set from the old dismissal until the next page load.
import React, {type ReactNode, useEffect} from 'react';
import {useAnnouncementBar} from '@docusaurus/theme-common/internal';
import AnnouncementBar from '@theme-original/AnnouncementBar';

const DISMISSED_FLAG = 'data-announcement-bar-initially-dismissed';

export default function AnnouncementBarWrapper(): ReactNode {
  const {isActive} = useAnnouncementBar();
  useEffect(() => {
    if (isActive) document.documentElement.setAttribute(DISMISSED_FLAG, 'false');
  }, [isActive]);
  return <AnnouncementBar />;
}
