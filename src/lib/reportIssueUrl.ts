// Builds a link that opens a new, pre-filled issue on the documentation repository.
import {DOCS_REPO} from '@site/config/project';

/** GitHub rejects very long URLs; details beyond this many characters are cut. */
export const MAX_DETAILS_LENGTH = 2000;

export type IssueReport = {
  title: string;
  pageUrl: string;
  details?: string;
};

export function reportIssueUrl({title, pageUrl, details}: IssueReport): string {
  const trimmed =
    details && details.length > MAX_DETAILS_LENGTH
      ? `${details.slice(0, MAX_DETAILS_LENGTH)}…`
      : details;
  const body = [
    `Page: ${pageUrl}`,
    ...(trimmed ? ['', 'Details:', '```text', trimmed, '```'] : []),
    '',
    'What were you doing when this happened?',
  ].join('\n');
  const query = new URLSearchParams({title, body});
  return `${DOCS_REPO}/issues/new?${query.toString()}`;
}
