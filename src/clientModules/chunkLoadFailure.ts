// When a page's code cannot be downloaded (the network dropped, or a new deployment replaced the
// files), Docusaurus reloads the page, and the reloaded page stays as plain server-rendered HTML:
// readable, but search, tabs and the menus do nothing. This shows why, with a Retry button that
// reloads the page once the network is back.
import ExecutionEnvironment from '@docusaurus/ExecutionEnvironment';
import {isChunkLoadError} from '../lib/chunkLoadError';

const NOTICE_ID = 'chunk-load-failure';

function showNotice(error: Error): void {
  if (document.getElementById(NOTICE_ID)) return;
  const notice = document.createElement('div');
  notice.id = NOTICE_ID;
  notice.className = 'chunk-load-failure';
  notice.setAttribute('role', 'alert');
  const text = document.createElement('p');
  text.textContent = 'Part of this page could not be downloaded, so some of it will not work. Check your connection, then retry.';
  const detail = document.createElement('p');
  detail.className = 'chunk-load-failure__detail';
  detail.textContent = error.message;
  const retry = document.createElement('button');
  retry.type = 'button';
  retry.className = 'button button--primary button--sm';
  retry.textContent = 'Retry';
  retry.addEventListener('click', () => window.location.reload());
  notice.append(text, detail, retry);
  document.body.append(notice);
}

if (ExecutionEnvironment.canUseDOM) {
  window.addEventListener('unhandledrejection', (event) => {
    if (!isChunkLoadError(event.reason)) return;
    event.preventDefault();
    console.warn(`This page's code could not be downloaded: ${event.reason.message}`);
    showNotice(event.reason);
  });
}
