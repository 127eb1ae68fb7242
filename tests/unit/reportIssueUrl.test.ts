import assert from 'node:assert/strict';
import {test} from 'node:test';
import {MAX_DETAILS_LENGTH, reportIssueUrl} from '../../src/lib/reportIssueUrl';

test('the issue link targets the docs repository and carries the page and details', () => {
  const link = new URL(
    reportIssueUrl({title: 'Page crashed: boom', pageUrl: 'https://example.org/docs/x?q=1#y', details: 'boom'}),
  );
  assert.equal(link.origin + link.pathname, 'https://github.com/the-draupnir-project/draupnir-documentation/issues/new');
  assert.equal(link.searchParams.get('title'), 'Page crashed: boom');
  const body = link.searchParams.get('body') ?? '';
  assert.match(body, /^Page: https:\/\/example\.org\/docs\/x\?q=1#y$/m);
  assert.match(body, /```text\nboom\n```/);
});

test('long details are cut so the link stays usable', () => {
  const link = new URL(reportIssueUrl({title: 't', pageUrl: 'p', details: 'x'.repeat(10_000)}));
  const body = link.searchParams.get('body') ?? '';
  assert.ok(body.includes('x'.repeat(MAX_DETAILS_LENGTH) + '…'));
  assert.ok(!body.includes('x'.repeat(MAX_DETAILS_LENGTH + 1)));
});

test('without details the body has no empty details block', () => {
  const body = new URL(reportIssueUrl({title: 't', pageUrl: 'p'})).searchParams.get('body') ?? '';
  assert.ok(!body.includes('Details:'));
});
