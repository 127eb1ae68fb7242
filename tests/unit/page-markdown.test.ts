import assert from 'node:assert/strict';
import {join} from 'node:path';
import {test} from 'node:test';
import {markdownPath} from '../../src/lib/markdownCopy';
import {htmlToMarkdown} from '../../src/plugins/page-markdown/htmlToMarkdown.mjs';
import {llmsFullTxt, llmsTxt} from '../../src/plugins/page-markdown/llmsTxt';
import {apiOperations, infoMarkdown, loadOpenApi, operationDocId, operationMarkdown} from '../../src/plugins/page-markdown/openApiMarkdown';

const PAGE_URL = 'https://example.org/docs/bot/setup';

// A built doc page as Docusaurus 3.8 and this site's theme write it (minified, end tags left out).
const PAGE = `<!DOCTYPE html><html><body><nav class=navbar>Site navigation</nav><div class=main-wrapper>
<aside>Sidebar link</aside><main class=docMainContainer_TBSr><div class=row><div class=col><article>
<nav class="theme-doc-breadcrumbs breadcrumbsContainer_Z_bl" aria-label=Breadcrumbs><ul class=breadcrumbs><li class=breadcrumbs__item><a href=/docs/>Home</a></ul></nav>
<div class="theme-doc-markdown markdown"><header><h1>Installing <!-- -->v3<!-- --></h1></header>
<p>Read <a href=/docs/concepts/management-room>the management room</a> and <a href=#step-1>step 1</a>.
<h2 class="anchor anchorWithHideOnScrollNavbar_WYt5" id=step-1><span id=old class=old-anchor></span>Step 1: configure<a href=#step-1 class=hash-link aria-label="Direct link to Step 1" title="Direct link to Step 1">​</a></h2>
<div class="language-yaml codeBlockContainer_Ckt0 theme-code-block"><div class=codeBlockTitle_OeMC>config/production.yaml</div><div class=codeBlockContent_QJqH><pre tabindex=0 class="prism-code language-yaml codeBlock_bY9V"><code class=codeBlockLines_e6Vv><span class=token-line><span class="token key atrule">web</span><span class="token punctuation">:</span><br></span><span class=token-line><span class="token plain">  enabled: true</span><br></span></code></pre><div class=buttonGroup_M5ko><button type=button aria-label="Copy code">Copy</button></div></div></div>
<div class="theme-admonition theme-admonition-tip admonition_xJq3 alert alert--success"><div class=admonitionHeading_Gvgb><span class=admonitionIcon_Rf37><svg viewBox="0 0 12 16"><path d="M6.5 0"></path></svg></span>tip</div><div class=admonitionContent_BuS1><p>Restart afterwards.</div></div>
<div class="tabs-container tabList__CuJ"><ul role=tablist class=tabs><li role=tab class=tabs__item>Docker<li role=tab class=tabs__item>Debian</ul><div class=margin-top--md><div role=tabpanel><p>Use the image.</div><div role=tabpanel hidden><p>Use the package.</div></div></div>
<div class=docusaurus-mermaid-container><div class=light_zKPW><svg id=mermaid-0123456789ab-light><g><text>A</text></g><svg><text>nested</text></svg></svg></div><div class=dark_Oc42><svg id=mermaid-0123456789ab-dark><text>A</text></svg></div></div>
<h3 id=table>A table</h3><div class=tableWrapper tabindex=0><table><thead><tr><th>Key<th>Default<tbody><tr><td><code>web.port</code><td><code>8080</code></table></div>
<details class=details_lb9f><summary>Why?</summary><div><div class=collapsibleContent_i85q><p>Because.</div></div></details>
</div><footer class="theme-doc-footer docusaurus-mt-lg"><a href=https://github.com/edit>Edit this page</a><span class=theme-last-updated>Last updated on <time datetime=2025-01-01T00:00:00.000Z>Jan 1, 2025</time></span></footer>
</article><nav class=pagination-nav><a href=/docs/next>Next</a></nav></div></div></main></div><footer class=footer>Copyright © 2025</footer></body></html>`;

const context = {pageUrl: PAGE_URL, diagramSource: (key: string) => (key === '0123456789ab' ? 'graph LR\n  A --> B' : undefined)};

test('a built page becomes its own content as Markdown, without the site around it', () => {
  const markdown = htmlToMarkdown(PAGE, context);
  assert.match(markdown, /^# Installing v3\n/, 'title first, React text separators dropped');
  assert.match(markdown, /^## Step 1: configure$/m);
  assert.match(markdown, /^### A table$/m);
  for (const chrome of ['Site navigation', 'Sidebar link', 'Home', 'Direct link', 'Copy code', 'Edit this page', 'Last updated', 'Next', 'Copyright', '<!--', '\u200b']) {
    assert.ok(!markdown.includes(chrome), `no "${chrome}"`);
  }
});

test('links and anchors become absolute addresses', () => {
  const markdown = htmlToMarkdown(PAGE, context);
  assert.match(markdown, /\[the management room\]\(https:\/\/example\.org\/docs\/concepts\/management-room\)/);
  assert.match(markdown, /\[step 1\]\(https:\/\/example\.org\/docs\/bot\/setup#step-1\)/);
});

test('code blocks keep their language, title and lines; diagrams become their Mermaid source', () => {
  const markdown = htmlToMarkdown(PAGE, context);
  assert.ok(markdown.includes('```yaml title="config/production.yaml"\nweb:\n  enabled: true\n```'), markdown);
  assert.ok(markdown.includes('```mermaid\ngraph LR\n  A --> B\n```'));
  assert.ok(!markdown.includes('nested'), 'no text from inside the drawing');
});

test('every tab, admonitions, tables and details are kept', () => {
  const markdown = htmlToMarkdown(PAGE, context);
  assert.match(markdown, /\*\*Docker\*\*\n\nUse the image\.\n\n\*\*Debian\*\*\n\nUse the package\./);
  assert.match(markdown, /> \*\*Tip\*\*\n>\n> Restart afterwards\./);
  assert.match(markdown, /\| Key +\| Default +\|\n\| -+ \| -+ \|\n\| `web\.port` \| `8080` +\|/);
  assert.match(markdown, /\*\*Why\?\*\*\n\nBecause\./);
});

test('a drawn diagram whose source is not in docs/ stops the build', () => {
  assert.throws(() => htmlToMarkdown(PAGE, {...context, diagramSource: () => undefined}), /no stored drawing/);
});

test('a page’s Markdown copy sits beside its HTML', () => {
  assert.equal(markdownPath('/docs/moderator/commands', '/docs/'), '/docs/moderator/commands.md');
  assert.equal(markdownPath('/docs/', '/docs/'), '/docs/index.md');
  assert.equal(markdownPath('/docs', '/docs/'), '/docs/index.md');
});

test('llms.txt has the proposal’s shape: title, summary, details, sections of described links', () => {
  const text = llmsTxt({
    title: 'Site',
    summary: 'What the\nsite is.',
    details: 'Details.',
    sections: [{title: 'Bot mode', links: [{title: 'Setup [draft]', url: 'https://x/setup.md', description: 'How to set up.'}]}],
    optional: [{title: 'Source', url: 'https://x/git'}],
  });
  assert.equal(
    text,
    '# Site\n\n> What the site is.\n\nDetails.\n\n## Bot mode\n\n- [Setup \\[draft\\]](https://x/setup.md): How to set up.\n\n## Optional\n\n- [Source](https://x/git)\n',
  );
});

test('llms-full.txt holds every page after the header, each with its address', () => {
  const text = llmsFullTxt({title: 'Site', summary: 'Summary.', details: 'Details.'}, [
    {url: 'https://x/a', markdown: '# A\n\nText of A.\n'},
    {url: 'https://x/b', markdown: '# B\n\n## Part\n\nText of B.\n'},
  ]);
  assert.equal(text, '# Site\n\n> Summary.\n\nDetails.\n\n---\n\n# A\n\nSource: https://x/a\n\nText of A.\n\n---\n\n# B\n\nSource: https://x/b\n\n## Part\n\nText of B.\n');
});

const SPEC = loadOpenApi(join(__dirname, '../../openapi/draupnir.yaml'));
const SITE_URL = 'https://example.org/docs/';

test('each operation of the OpenAPI description has the page id the OpenAPI plugin gives it', () => {
  assert.equal(operationDocId('CheckEventForSpam'), 'api/check-event-for-spam');
  assert.equal(operationDocId('pingSynapseHttpAntispam'), 'api/ping-synapse-http-antispam');
  assert.ok(apiOperations(SPEC).has('api/message-reports'));
});

test('an operation’s Markdown gives its request, authorisation, body fields, responses and examples', () => {
  const markdown = operationMarkdown(SPEC, apiOperations(SPEC).get('api/message-reports')!, SITE_URL);
  assert.match(markdown, /^# Report an event to Draupnir\n/);
  assert.ok(markdown.includes('```http\nPOST /api/1/report/{roomId}/{eventId}\n```'));
  assert.match(markdown, /^### Path parameters$/m);
  assert.match(markdown, /^\| `roomId` \| string \| yes \| /m);
  assert.match(markdown, /^- `reporterAccessToken` \(HTTP bearer authentication\): /m);
  assert.match(markdown, /^\| `reason` \| string \| no \| /m);
  for (const status of ['200', '400', '401', '404', '503']) assert.match(markdown, new RegExp(`^### ${status}$`, 'm'));
  assert.match(markdown, /^\| `Access-Control-Allow-Origin` \| string \| .*Always `\*`/m);
  assert.ok(markdown.includes('```json\n{\n  "reason": '));
});

test('the API introduction comes from the description’s info, with root-relative links made absolute', () => {
  const markdown = infoMarkdown(SPEC, SITE_URL);
  assert.match(markdown, new RegExp(`^# ${SPEC.info.title}\n`));
  assert.ok(markdown.includes('](https://example.org/docs/bot/configuration)'));
  assert.ok(!/\]\(\//.test(markdown), 'no root-relative link is left');
});
