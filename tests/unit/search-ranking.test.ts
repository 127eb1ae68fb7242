// What the embedded search finds and shows for the queries readers type, over a small site shaped
// like ours: commands in code blocks, configuration keys in tables, questions with stop words,
// misspellings, and text that must come back exactly as written.
import assert from 'node:assert/strict';
import {test} from 'node:test';
import type {EmbeddedSearchResult} from '../../src/lib/search/embeddedSearchClient';
import {SITE, docPage, searchClientFor} from '../support/searchSite';

const page = (body: string, section = "Moderators' guide", description = ''): string => docPage(body, {section, description});

const heading = (level: number, text: string, id: string) => `<h${level} id="${id}">${text}<a class="hash-link" href="#${id}">\u200b</a></h${level}>`;
const code = (...lines: string[]) =>
  `<div class="language-text codeBlockContainer_x theme-code-block"><pre class="prism-code"><code>${lines
    .map((line) => `<span class="token-line"><span class="token plain">${line}</span><br></span>`)
    .join('')}</code></pre></div>`;
const row = (...cells: string[]) => `<tr>${cells.map((cell) => `<td>${cell}</td>`).join('')}</tr>`;
const table = (...rows: string[]) => `<table><thead><tr><th>Key</th><th>Type</th><th>Purpose</th></tr></thead><tbody>${rows.join('')}</tbody></table>`;

const LONG = Array.from({length: 60}, (_, i) => `filler${i}`).join(' ');

const PAGES: Record<string, string> = {
  'moderator/commands': page(`<h1>Command reference</h1><p>Every command Draupnir understands.</p>
${heading(2, 'Protected rooms', 'protected-rooms')}<p>Commands for the rooms Draupnir protects.</p>
${heading(3, 'rooms add', 'rooms-add')}<p>Starts protecting a room.</p>${code('!draupnir rooms add &lt;room&gt;')}
${heading(3, 'rooms remove', 'rooms-remove')}<p>Stops protecting a room.</p>${code('!draupnir rooms remove &lt;room&gt;')}
${heading(2, 'Policy lists', 'policy-lists')}
${heading(3, 'watch', 'watch')}<p>Subscribes to a policy list so its rules apply to your rooms.</p>${code('!draupnir watch &lt;policy room&gt; [--no-confirm]')}
${heading(2, 'Protections', 'protections')}
${heading(3, 'protections enable', 'protections-enable')}<p>Turns a protection on.</p>${code('!draupnir protections enable &lt;protection name&gt;')}
${heading(3, 'unban', 'unban')}<p>Lifts a ban from a user or server everywhere.</p>${code('!draupnir unban &lt;entity&gt;')}
${heading(2, 'Other commands', 'other-commands')}
${heading(3, 'leave', 'leave')}<p>Makes the bot leave a room that is no longer protected.</p>${code('!draupnir leave &lt;room&gt;')}
${heading(3, 'help', 'help')}<p>Lists the commands.</p>${code('!draupnir help [command]')}
${heading(3, 'alias add', 'alias-add')}<p>Adds an alias to a room given by its ID, alias or <code>matrix.to</code> link.</p>${code('!draupnir alias add &lt;alias&gt; &lt;room&gt;')}`),
  contributing: page(`<h1>Contributing to Draupnir</h1><p>How to take part in Draupnir.</p>
${heading(2, 'Help', 'help')}<p>Help Draupnir: test releases, help other Draupnir operators, and get help in the Draupnir room.</p>
${heading(2, 'Windows', 'windows')}<p>Dialogs and windows of the clients we test.</p>
${heading(2, 'Related pages', 'related-pages')}<p>Read about accessibility in messages before you change a reply, and about the Matrix link format used to link to Draupnir's rooms.</p>`, 'Contributing'),
  'contributing/accessibility': `<html><head><meta name="docsearch:language" content="en"><meta name="docsearch:docusaurus_tag" content="docs-default-current"></head>
<body><aside><a class="menu__link menu__link--sublist menu__link--active">Contributing</a><a class="menu__link menu__link--active" aria-current="page">Accessibility</a></aside><main><article><h1>Accessible bot messages</h1><p>Rules for replies that screen readers can announce.</p></article></main></body></html>`,
  'moderator/managing-protected-rooms': page(`<h1>Managing protected rooms</h1>
${heading(2, 'Protect a room', 'protect-a-room')}<p>Invite Draupnir to the room, then add it to the protected rooms with the rooms command, as shown here, and give Draupnir the power to act.</p>${code('!draupnir rooms add #lobby:example.org')}
${heading(2, 'When leaving fails', 'when-leaving-fails')}<p>Draupnir then posts "the room is no longer protected but the bot could not leave" in the management room.</p>
${heading(2, 'Room settings', 'room-settings')}<p>How to add a room to the list of watched rooms, and what to watch for when you do.</p>`),
  'moderator/managing-users': page(`<h1>Managing users</h1>
${heading(2, 'Unban a user', 'unban-a-user')}<p>To lift a ban, run unban with the user ID; Draupnir removes the rule and unbans them in every protected room.</p>
${heading(2, 'How bans travel', 'how-bans-travel')}<p>How do I know what I did to the lists? It is how it is, and I do it to them all.</p>
${heading(2, 'Sharing', 'sharing')}<p>Nobody subscribes to these lists of rules by accident.</p>`),
  'protections/enable': page(`<h1>Turning protections on</h1><p>Which protections exist.</p>
${heading(2, 'Enable a protection', 'enable-a-protection')}<p>Open the management room and send the command below.</p>${code('!draupnir protections enable MentionLimitProtection')}
${heading(2, 'Legacy', 'legacy')}<p>Older ones such as <code>BasicFloodingProtection</code> and <code>JoinWaveShortCircuitProtection</code> still load.</p>
${heading(2, 'Others', 'others')}<p>And <code>FirstMessageIsImageProtection</code>.</p>`, 'Protections', 'How to choose the protections your rooms need.'),
  'bot/configuration': page(`<h1>Configuration reference</h1>
${heading(2, 'Bot keys', 'bot-keys')}${table(row('<code>managementRoom</code>', 'string', 'The room where Draupnir takes commands.'), row('<code>dataPath</code>', 'string', 'Where Draupnir keeps its data.'))}
${heading(2, 'Hosted bot keys', 'hosted-bot-keys')}${table(row('<code>managementRoom</code>', 'string', 'The room where Draupnir takes commands.'))}
${heading(2, 'Health checks', 'health-checks')}<p>Set <code>health.healthz.enabled</code> to answer on the healthz endpoint.</p>`, 'Bot mode'),
  'bot/running': page(`<h1>Running the bot</h1>
${heading(2, 'Step 1: start it', 'step-1-start-it')}<p>Each Step is numbered. The process uses little memory.</p>
${heading(2, 'Choosing', 'choosing')}<p>Draupnir adds 1️⃣, 2️⃣, … reactions to its question: pick one of the numbered choices to answer it, or let it time out.</p>
${heading(2, 'Details', 'details')}<p>${LONG} lastword at the very end of a long paragraph that goes on.</p>
${heading(2, 'Tools', 'tools')}<p>Install Node and a health monitor; keep the last log file.</p>
${heading(2, 'Words', 'words')}<p>To stop it, list its users, read its code and ask healthz.</p>
${heading(2, '"Failed to load the config"', 'failed-to-load-the-config')}<p>The file named on the command line is missing or unreadable.</p>
${heading(2, 'Where files go', 'where-files-go')}<p>Draupnir loads its config file at start. Keep the file, the data and the logs under /srv, and back up the data folder.</p>
${heading(2, 'Platforms', 'platforms')}<p>Development on Windows works inside WSL.</p>
${heading(2, 'Accents', 'accents')}<p>Some clients send text with accents as separate marks, as in a moderator's re\u0301sume\u0301.</p>`, 'Bot mode'),
  'moderator/removing-messages': page(`<h1>Removing messages</h1>
${heading(2, 'Redactions', 'redactions')}<p>Removing the content of a message is called a redaction.</p>
${heading(2, 'Revoking invitations', 'revoking-invitations')}<p>An invitation sent by mistake can be taken back.</p>
${heading(2, 'Clients', 'clients')}<p>${LONG} Your client can also revoke an invitation.</p>
${heading(2, 'Patterns', 'patterns')}<p>Globs match names with * and ?; they are not regular expressions.</p>
${heading(2, 'Deleting rooms', 'deleting-rooms')}<p>Delete a room with the admin API.</p>
${heading(2, 'Media', 'media')}<p>The first image of a message is shown small; the first message of a thread is its root.</p>
${heading(2, 'Breakers', 'breakers')}<p>When a wave of users join at once, a short pause works like a circuit breaker.</p>`),
};

const client = searchClientFor(PAGES);

async function search(query: string, extra: Record<string, unknown> = {}): Promise<EmbeddedSearchResult> {
  const {results} = await client.search({requests: [{indexName: 'docs', query, attributesToSnippet: ['content:10'], ...extra}]});
  return results[0];
}

const urls = (result: EmbeddedSearchResult) => result.hits.map((hit) => hit.url.replace(SITE, ''));
const texts_ = (result: EmbeddedSearchResult) => result.hits.map((hit) => hit.content ?? hit.hierarchy.lvl1);

test("a command is found in the command reference first, typed with or without Draupnir's prefix", async () => {
  for (const [query, entry] of [
    ['!draupnir rooms add', 'moderator/commands#rooms-add'],
    ['rooms add', 'moderator/commands#rooms-add'],
    ['!draupnir protections enable', 'moderator/commands#protections-enable'],
    ['protections enable', 'moderator/commands#protections-enable'],
    ['!draupnir watch', 'moderator/commands#watch'],
    ['watch', 'moderator/commands#watch'],
  ]) {
    const result = await search(query);
    assert.equal(urls(result)[0], entry, query);
  }
});

test('a command typed with its prefix finds the command, not a section that only talks about its word', async () => {
  // The contributors' "Help" says "help" and "Draupnir" more often, under a title naming Draupnir;
  // only the command's syntax line writes the command.
  assert.equal(urls(await search('!draupnir help'))[0], 'moderator/commands#help');
});

test("a page is found by its name in the sidebar when its title says it otherwise", async () => {
  // The sidebar calls "Accessible bot messages" "Accessibility"; another page only mentions the word.
  assert.equal(urls(await search('accessibility'))[0], 'contributing/accessibility');
  assert.equal(urls(await search('acessibility'))[0], 'contributing/accessibility', 'misspelt too');
});

test('a name written with dots, dashes or underscores matches where it is written whole, and is marked whole', async () => {
  // "Matrix", "link" and "to" sit apart in another section, more often.
  const result = await search('matrix.to link');
  assert.equal(urls(result)[0], 'moderator/commands#alias-add');
  assert.match(result.hits[0]._snippetResult.content?.value ?? '', /<mark>matrix\.to<\/mark> <mark>link<\/mark>/);
  assert.ok(!urls(result).includes('contributing#related-pages'), 'the words apart are not the name');
  // A name still being typed completes to the names of the site.
  assert.equal(urls(await search('health.healthz.en'))[0], 'bot/configuration#health-checks');
});

test('the words inside a camel-case name find it: "flooding protection" finds BasicFloodingProtection', async () => {
  assert.equal(urls(await search('flooding protection'))[0], 'protections/enable#legacy');
});

test("a pasted error message finds the section that quotes it, though its path is the reader's own", async () => {
  // Another section holds more of the query's words (the path's, and "loads", "config", "file").
  const result = await search('Failed to load the config file /srv/mybot/data');
  assert.equal(urls(result)[0], 'bot/running#failed-to-load-the-config');
});

test('a pasted message finds the section that quotes it before one that only has its words', async () => {
  // The command "leave" has every word of the message in its heading and text, but not in a row.
  const result = await search('the room is no longer protected but the bot could not leave');
  assert.equal(urls(result)[0], 'moderator/managing-protected-rooms#when-leaving-fails');
  assert.ok(urls(result).includes('moderator/commands#leave'));
});

test('a command hit shows its syntax line, which is indexed from the code block', async () => {
  const [hit] = (await search('!draupnir rooms add')).hits;
  assert.equal(hit.content, '!draupnir rooms add <room>');
  // "room" is marked too: it matched as another form of "rooms".
  assert.equal(hit._snippetResult.content?.value, '!<mark>draupnir</mark> <mark>rooms</mark> <mark>add</mark> &lt;<mark>room</mark>&gt;');
});

test("a page's description is searched, and finds the page's title", async () => {
  assert.equal(urls(await search('choose protections'))[0], 'protections/enable');
  assert.equal(urls(await search('numbered choices'))[0], 'bot/running#choosing', 'text is still text');
});

test("a query's words may be spread over a section's headings, text and code", async () => {
  // "lists" is in a heading above, "subscribes" in the text, "confirm" in the code; a paragraph
  // elsewhere has two of the three words.
  const result = await search('lists subscribes confirm');
  assert.equal(urls(result)[0], 'moderator/commands#watch');
  // A query of three words or more then shows the sections that lack one of them, after it.
  assert.deepEqual(urls(result).slice(1), ['moderator/managing-users#sharing']);
  // Two words must both match.
  assert.deepEqual(urls(await search('subscribes confirm')), ['moderator/commands#watch']);
});

test('stop words neither have to match nor rank: a question finds the section that answers it', async () => {
  const result = await search('how do I unban someone');
  assert.deepEqual(urls(result).slice(0, 2).sort(), ['moderator/commands#unban', 'moderator/managing-users#unban-a-user']);
  // The section made of stop words ("How do I … it is how it is") is not an answer.
  assert.ok(!urls(result).includes('moderator/managing-users#how-bans-travel'));
  assert.ok(!JSON.stringify(result.hits).includes('<mark>how</mark>'), 'stop words are not marked');
  // A query of stop words alone still finds them.
  assert.ok(urls(await search('how do I')).includes('moderator/managing-users#how-bans-travel'));
});

test('a stop word stands only for itself: a word is never completed or corrected to one', async () => {
  // "about" is a stop word of the contributors' related pages; "abut" is one letter from it.
  assert.deepEqual(urls(await search('abut ')), []);
  assert.deepEqual(urls(await search('abut')), []);
  assert.ok(urls(await search('about ')).includes('contributing#related-pages'), 'typed, it is found');
});

test('a word matches its other forms: "develop" finds "development"', async () => {
  assert.equal(urls(await search('develop on windows '))[0], 'bot/running#platforms');
});

test('a noun in -ation finds its verb, and the verb the noun: "invitation" finds "Invite"', async () => {
  assert.ok(urls(await search('invitation ')).includes('moderator/managing-protected-rooms#protect-a-room'));
  assert.ok(urls(await search('invite ')).includes('moderator/removing-messages#revoking-invitations'));
});

test('three words typed apart find the name written in one: "join wave short circuit" finds JoinWaveShortCircuitProtection', async () => {
  assert.equal(urls(await search('join wave short circuit '))[0], 'protections/enable#legacy');
});

test('the stop words typed between words of a name are part of it: "first message is image" finds FirstMessageIsImageProtection', async () => {
  // The section on media has every word apart, more often, in a shorter text.
  assert.equal(urls(await search('first message is image '))[0], 'protections/enable#others');
});

test("a reader's word finds the site's word for it, after the sections that use the reader's word", async () => {
  assert.equal(urls(await search('regex '))[0], 'moderator/removing-messages#patterns');
  const deleted = urls(await search('delete '));
  assert.equal(deleted[0], 'moderator/removing-messages#deleting-rooms');
  assert.ok(deleted.includes('moderator/removing-messages#redactions'), 'a redaction is what a reader deleting a message wants');
});

test('typos are corrected only toward words of the site, and never when the word is one', async () => {
  for (const [query, onlyWith] of [
    ['stop', /\bstops?\b/i],
    ['users', /\busers?\b/i],
    ['list', /\blists?\b/i],
    ['code', /\bcode\b/i],
    ['healthz', /\bhealthz\b/i],
  ] as const) {
    for (const hit of (await search(`${query} `)).hits) {
      const shown = JSON.stringify([hit.hierarchy, hit.content]);
      // Not "Step", "uses", "last", "Node" or "health" in place of the word typed.
      assert.match(shown, onlyWith, `${query}: ${shown}`);
    }
  }
  assert.deepEqual(urls(await search('stop ')).sort(), ['bot/running#words', 'moderator/commands#rooms-remove']);
  const typo = await search('protectoins enable');
  assert.equal(urls(typo)[0], 'moderator/commands#protections-enable', 'a word the site lacks is corrected');
  assert.equal((await search('zzqxwvbn')).nbHits, 0, 'nothing is invented for a word like no other');
});

test('a misspelt word finds the other forms of the word it is corrected to', async () => {
  // "revoke" is one typo away from "revkoe"; "Revoking" is further, and found as a form of "revoke".
  assert.equal(urls(await search('revkoe '))[0], 'moderator/removing-messages#revoking-invitations');
});

test('a query of markup and punctuation matches nothing rather than its stray letters and digits', async () => {
  for (const query of ['<img src=x onerror=alert(1)>', '"><script>x=1</script>', '!!! ??? ...', '1 x']) {
    assert.equal((await search(query)).nbHits, 0, query);
  }
});

test('a table row is one hit with all its cells, and the same row twice on a page shows once', async () => {
  const result = await search('managementRoom');
  assert.deepEqual(texts_(result), ['managementRoom · string · The room where Draupnir takes commands.']);
  assert.match(urls(result)[0], /^bot\/configuration#(hosted-)?bot-keys$/);
  assert.equal(urls(await search('dataPath'))[0], 'bot/configuration#bot-keys');
});

test('the whole text is searched: a word at the end of a long paragraph is found, with a snippet around it', async () => {
  const [hit] = (await search('lastword')).hits;
  assert.equal(hit?.url, `${SITE}bot/running#details`);
  assert.equal(hit._snippetResult.content?.value, '…filler56 filler57 filler58 filler59 <mark>lastword</mark> at the very end of…');
});

test("section names are shown as written: Moderators' guide, not Moderators&#39; guide", async () => {
  const [hit] = (await search('unban')).hits;
  assert.equal(hit.hierarchy.lvl0, "Moderators' guide");
  // The DocSearch modal titles each group with this value, tags removed, as text.
  assert.equal(hit._highlightResult.hierarchy.lvl0?.value, "Moderators' guide");
  assert.ok(!JSON.stringify(hit).includes('&#39;'));
});

test('a highlight never splits a character: the keycap 1️⃣ is marked whole', async () => {
  for (const query of ['1️⃣', '1']) {
    const hit = (await search(query)).hits.find((found) => found.url.endsWith('#choosing'));
    const value = hit?._highlightResult.content?.value ?? '';
    assert.ok(value.includes('<mark>1️⃣</mark>'), `${query}: ${value}`);
  }
  for (const query of ['1️⃣', '1', '1️⃣ reactions', 'reactions 1', 'numbered 1️⃣']) {
    assert.doesNotMatch(JSON.stringify((await search(query)).hits), /<\/mark>[\uFE0F\u20E3]/, query);
  }
});

test('a completion never splits a letter from its accent mark', async () => {
  // "re", typed last, completes to "résumé", written here with combining accents: "re", U+0301,
  // "sume", U+0301.
  const hit = (await search('moderator re')).hits.find((found) => found.url.endsWith('#accents'));
  const value = hit?._snippetResult.content?.value ?? '';
  assert.ok(value.includes('<mark>re\u0301sume\u0301</mark>'), value);
  assert.doesNotMatch(value, /<\/mark>\p{M}/u);
});

test('a snippet never ends in two ellipses when the text it cuts ends in one', async () => {
  const {hits} = await search('adds', {attributesToSnippet: ['content:5'], snippetEllipsisText: '…'});
  const hit = hits.find((found) => found.url.endsWith('#choosing'));
  assert.equal(hit?._snippetResult.content?.value, 'Draupnir <mark>adds</mark> 1️⃣, 2️⃣, …');
  assert.doesNotMatch(JSON.stringify((await search('reactions', {attributesToSnippet: ['content:3']})).hits), /……/);
});

test("a host name typed as the reader's own value scores but does not count as a word the answer must hold", async () => {
  // The guide's example writes example.org; the command reference explains the command without it.
  assert.equal(urls(await search('rooms add example.org'))[0], 'moderator/commands#rooms-add');
});

test('the words that frame a comparison score but do not count: the sections about the things compared are found', async () => {
  // A note that writes "difference" and one of the two words would otherwise be the only answer.
  const compared = searchClientFor({
    'concepts/lists': page(`<h1>Lists</h1>${heading(2, 'Watching a list', 'watching')}<p>Its rules apply to your rooms.</p>`),
    'concepts/rooms': page(`<h1>Rooms</h1>${heading(2, 'Protecting a room', 'protecting')}<p>Draupnir acts in the room.</p>`),
    'concepts/notes': page(`<h1>Notes</h1>${heading(2, 'Numbers', 'numbers')}<p>The difference of two counts, shown while watching.</p>`),
  });
  const {results} = await compared.search({requests: [{indexName: 'docs', query: 'difference between watching and protecting'}]});
  const found = urls(results[0]);
  assert.ok(found.includes('concepts/lists#watching'), found.join(', '));
  assert.ok(found.includes('concepts/rooms#protecting'), found.join(', '));
});
