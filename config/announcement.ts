// The announcement bar, configured here only. Change `id` whenever `content` changes so that
// readers who closed the previous announcement see the new one.
import type {UserThemeConfig} from '@docusaurus/theme-common';
import {DRAUPNIR_VERSION, RELEASE_NOTES} from './project';

export const announcementBar = {
  id: `release-${DRAUPNIR_VERSION}`,
  content: `These pages describe Draupnir ${DRAUPNIR_VERSION}. <a href="${RELEASE_NOTES}">Read what changed in this release</a>.`,
  isCloseable: true,
} satisfies UserThemeConfig['announcementBar'];
