// The two checker pages, as a reader uses them: "Check your configuration" (paste or open a file,
// see each problem with its line and a link to the reference row) and "Check a command" (type a
// command, see which word goes where and what Draupnir replies). What is pasted or typed never
// leaves the page, secrets are hidden, bad input gets a message and the page keeps answering, and
// both work from the keyboard and pass axe with results on screen, in both themes.
import type {Page, Request} from '@playwright/test';
import {COLOUR_RULES, expectNoAxeViolations} from '../support/axe';
import {expect as baseExpect, open, test, url} from '../support/site';

// Generous limits: each check is quick, but a busy 2-core machine can be many times slower.
test.describe.configure({timeout: 120_000});
const expect = baseExpect.configure({timeout: 30_000});

const CONFIG_PAGE = 'bot/check-configuration';
const COMMAND_PAGE = 'moderator/check-command';

/** A value that appears nowhere but in what the reader pastes, so a request carrying it can be found. */
const MARKER = 'syt_ZG9jcy1jaGVja2VyLW1hcmtlcg_0ppMarker';

/** A bot-mode file with one of each kind of problem. */
const PROBLEMS = [
  'homeserverUrl: "https://matrix.example.org"',
  `accessToken: "${MARKER}"`,
  'managementRoom: "#moderators:example.org"',
  'initialManager: "@alice:example.org"',
  'protectAllJoinedRoom: true',
  'web:',
  '  port: "8080"',
  'recordIgnoredInvites: true',
  'verboseLogging: true',
  '',
].join('\n');

const NO_TRANSITIONS = '*, *::before, *::after { transition: none !important; }';

const checker = (page: Page) => page.locator('.draupnir-checker-checker');
const status = (page: Page) => checker(page).getByRole('status');
const findings = (page: Page) => checker(page).locator('ol > li');

async function pasteConfig(page: Page, text: string): Promise<void> {
  await page.getByLabel(/Contents of/).fill(text);
  await page.getByRole('button', {name: 'Check the configuration'}).click();
}

/** Every request the page makes from now on, with its body. */
function recordRequests(page: Page): Request[] {
  const requests: Request[] = [];
  page.on('request', (request) => requests.push(request));
  return requests;
}

const carries = (request: Request, text: string) =>
  decodeURIComponent(request.url()).includes(text) || (request.postData() ?? '').includes(text) || JSON.stringify(request.headers()).includes(text);

test("each checker's input box spans the checker and writes in the site's code font", async ({page}) => {
  for (const [path, box] of [
    [CONFIG_PAGE, page.getByLabel(/Contents of/)],
    [COMMAND_PAGE, page.getByRole('textbox', {name: 'Command'})],
  ] as const) {
    await open(page, path);
    await expect(box).toBeVisible();
    const {boxWidth, checkerWidth, boxFont, codeFont} = await box.evaluate((element) => ({
      boxWidth: element.getBoundingClientRect().width,
      checkerWidth: element.closest('.draupnir-checker-checker')!.getBoundingClientRect().width,
      boxFont: getComputedStyle(element).fontFamily,
      codeFont: getComputedStyle(document.querySelector('article code')!).fontFamily,
    }));
    expect(boxWidth, `${path}: the box's width against the checker's`).toBeGreaterThan(checkerWidth * 0.95);
    expect(boxFont, `${path}: the box's font`).toBe(codeFont);
  }
});

test.describe('Check your configuration', () => {
  test('a file with each kind of problem: every finding with its line, Draupnir\'s words and a link to the reference row', async ({page}) => {
    await open(page, CONFIG_PAGE);
    await pasteConfig(page, PROBLEMS);
    await expect(status(page)).toHaveText('1 finding stops Draupnir, 3 problems, 1 note; 5 settings differ from the defaults.');
    const items = findings(page);
    await expect(items).toHaveCount(5);
    await expect(items.nth(0)).toContainText('Stops Draupnir. Line 4, column 1: The file gives both managementRoom and initialManager');
    await expect(items.nth(0)).toContainText('Draupnir says: Draupnir config must use either one of managementRoom or initialManager, but not both.');
    await expect(items.nth(1)).toContainText('Problem. Line 5, column 1: protectAllJoinedRoom is not a bot-mode key of Draupnir v3.1.0: did you mean protectAllJoinedRooms?');
    await expect(items.nth(1)).toContainText('There are unknown configuration properties, possibly a result of typos:');
    await expect(items.nth(2)).toContainText('Line 7, column 3: web.port should be a number, not "8080".');
    await expect(items.nth(3)).toContainText('Note. Line 8, column 1: recordIgnoredInvites is accepted, but no code of Draupnir v3.1.0 reads it: it has no effect.');
    await expect(items.nth(4)).toContainText('Line 9, column 1: verboseLogging is a key of Draupnir v2.0.0 to v2.1.0 and Mjolnir v1.12.1');
    await expect(items.nth(4)).toContainText('Use logLevel');
    await expect(items.nth(1).getByRole('link', {name: 'Reference: protectAllJoinedRooms'})).toHaveAttribute('href', url('bot/configuration#config-protectAllJoinedRooms'));
    await expect(items.nth(2).getByRole('link', {name: 'Reference: web.port'})).toHaveAttribute('href', url('bot/configuration#config-web.port'));

    const rows = checker(page).locator('table tbody tr');
    await expect(rows).toHaveCount(5);
    await expect(rows.nth(0)).toHaveText(['homeserverUrl', '1', '"https://matrix.example.org"', '"http://localhost:8008"'].join(''));
    await expect(rows.nth(1)).toHaveText(['accessToken', '2', '•••••• (hidden)', '"NONE_PROVIDED"'].join(''));

    // The link lands on the key's row in the reference.
    await items.nth(2).getByRole('link', {name: 'Reference: web.port'}).click();
    await expect(page).toHaveURL(/\/bot\/configuration#config-web\.port$/);
    const row = page.locator('tr[id="config-web.port"]');
    await expect(row).toContainText('web.port');
    await expect(row).toBeInViewport();
  });

  test('a YAML syntax error gives its line and column; a v2.x file its old keys; appservice mode its own rules', async ({page}) => {
    await open(page, CONFIG_PAGE);
    await pasteConfig(page, 'homeserverUrl: "https://matrix.example.org"\nweb: enabled: true\n');
    await expect(findings(page)).toHaveCount(1);
    await expect(findings(page).first()).toContainText(/^Stops Draupnir\. Line 2, column \d+: This is not valid YAML: /);

    await pasteConfig(page, 'managementRoom: "!abcdefghijk:example.org"\nprotectedRooms:\n  - "https://matrix.to/#/#lobby:example.org"\nsyncOnStartup: true\n');
    await expect(findings(page)).toHaveCount(2);
    await expect(findings(page).nth(0)).toContainText('protectedRooms is a key of Mjolnir v1.12.1');
    await expect(findings(page).nth(0)).toContainText('!draupnir rooms add <room>');
    await expect(findings(page).nth(1)).toContainText('syncOnStartup is a key of Draupnir v2.0.0 to v2.1.0 and Mjolnir v1.12.1');
    await expect(findings(page).nth(1)).toContainText('Nothing replaces it');

    await page.getByRole('radio', {name: /Appservice mode/}).check();
    await expect(page.getByLabel('Contents of appservice.yaml')).toBeVisible();
    await pasteConfig(page, 'homeserver:\n  domain: example.org\ndb:\n  connectionString: "postgres://draupnir:hunter2@db/draupnir"\n  engine: postgres\nadminRoom: "#admins:example.org"\n');
    await expect(findings(page).filter({hasText: 'The appservice needs homeserver.url'})).toHaveCount(1);
    await expect(findings(page).filter({hasText: 'The appservice needs dataPath'})).toHaveCount(1);
    await expect(findings(page).filter({hasText: 'db.engine is accepted, but no code'})).toHaveCount(1);
    await expect(checker(page)).not.toContainText('hunter2', {useInnerText: true});
    await expect(checker(page).locator('table')).toContainText('db.connectionString');
  });

  test('no request carries the pasted file, nothing is stored, and secrets are hidden', async ({page}) => {
    await open(page, CONFIG_PAGE);
    // Let the checker's own code arrive first: it loads with the page, before anything is pasted.
    await page.waitForLoadState('networkidle');
    const requests = recordRequests(page);
    await pasteConfig(page, `${PROBLEMS}pantalaimon:\n  password: "correct horse battery staple"\n`);
    await expect(findings(page)).toHaveCount(5);
    // Drop a file too, as a reader may.
    await page.locator('input[type="file"]').setInputFiles({name: 'production.yaml', mimeType: 'text/yaml', buffer: Buffer.from(PROBLEMS)});
    await expect(status(page)).toHaveText(/5 settings differ/);
    await page.waitForLoadState('networkidle');
    expect(requests.filter((request) => carries(request, MARKER) || carries(request, 'protectAllJoinedRoom'))).toEqual([]);
    const results = await checker(page).locator('ol, table').allInnerTexts();
    expect(results.join('\n')).not.toContain(MARKER);
    expect(results.join('\n')).not.toContain('correct horse');
    const stored = await page.evaluate(() => JSON.stringify([{...localStorage}, {...sessionStorage}, document.cookie, location.href]));
    expect(stored).not.toContain(MARKER);
  });

  test('a 5 MB paste and binary data each get a message, and the page keeps answering', async ({page}) => {
    test.setTimeout(240_000);
    await open(page, CONFIG_PAGE);
    // 5 MB put into the box as a paste would, built in the page rather than sent over the test's connection.
    await page.getByLabel(/Contents of/).evaluate((box: HTMLTextAreaElement, size) => {
      box.value = `managementRoom: "#moderators:example.org"\n# ${'x'.repeat(size)}\n`;
      box.dispatchEvent(new Event('input', {bubbles: true}));
    }, 5 * 1024 * 1024);
    await page.getByRole('button', {name: 'Check the configuration'}).click();
    await expect(findings(page).first()).toContainText('characters long. A Draupnir configuration file is a few thousand characters');

    await page.locator('input[type="file"]').setInputFiles({name: 'draupnir', mimeType: 'application/octet-stream', buffer: Buffer.from([0x7f, 0x45, 0x4c, 0x46, 2, 1, 1, 0, 0, 0])});
    await expect(findings(page).first()).toContainText('This does not look like a YAML text file');
    await page.locator('input[type="file"]').setInputFiles({name: 'huge.yaml', mimeType: 'text/yaml', buffer: Buffer.alloc(2 * 1024 * 1024, 0x61)});
    await expect(checker(page).locator('.draupnir-checker-message')).toContainText('huge.yaml is 2.0 MB. A Draupnir configuration file is a few kilobytes');
    await expect(status(page)).toContainText('huge.yaml is 2.0 MB');

    // Still responsive: a normal file is checked at once.
    await pasteConfig(page, 'managementRoom: "#moderators:example.org"\nprotectAllJoinedRoom: true\n');
    await expect(findings(page)).toHaveCount(1);
    await expect(findings(page).first()).toContainText('did you mean protectAllJoinedRooms?');
  });

  test('a YAML bomb gets a message, and the page keeps answering', async ({page}) => {
    await open(page, CONFIG_PAGE);
    const bomb = ['a: &a ["lol","lol","lol","lol","lol","lol","lol","lol","lol"]'];
    for (let i = 1; i < 9; i++) bomb.push(`${String.fromCharCode(97 + i)}: &${String.fromCharCode(97 + i)} [${Array(9).fill(`*${String.fromCharCode(96 + i)}`).join(',')}]`);
    bomb.push('automaticallyRedactForReasons: *i');
    await pasteConfig(page, bomb.join('\n'));
    await expect(findings(page).first()).toContainText('the pattern of a "YAML bomb"');
    await pasteConfig(page, 'managementRoom: "#moderators:example.org"\nprotectAllJoinedRoom: true\n');
    await expect(findings(page)).toHaveCount(1);
    await expect(findings(page).first()).toContainText('did you mean protectAllJoinedRooms?');
  });

  test('works from the keyboard alone, and announces its results', async ({page}) => {
    await open(page, CONFIG_PAGE);
    await page.getByRole('radio', {name: /Bot mode/}).focus();
    await page.keyboard.press('ArrowDown');
    await expect(page.getByRole('radio', {name: /Appservice mode/})).toBeChecked();
    await page.keyboard.press('ArrowUp');
    await expect(page.getByRole('radio', {name: /Bot mode/})).toBeChecked();
    await page.keyboard.press('Tab');
    await expect(page.getByLabel('Contents of production.yaml')).toBeFocused();
    await page.keyboard.type('managementRoom: "#moderators:example.org"\nlogLevel: info\n');
    await page.keyboard.press('Tab');
    await expect(page.getByRole('button', {name: 'Check the configuration'})).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(status(page)).toHaveText('0 findings stop Draupnir, 1 problem, 0 notes; 1 setting differs from the defaults.');
    await expect(status(page)).toHaveAttribute('aria-live', 'polite');
  });

  for (const theme of ['light', 'dark'] as const) {
    test(`axe finds nothing with results on screen, ${theme} theme`, async ({page}) => {
      await page.addInitScript((value) => window.localStorage.setItem('theme', value), theme);
      await open(page, CONFIG_PAGE);
      await page.addStyleTag({content: NO_TRANSITIONS});
      await pasteConfig(page, PROBLEMS);
      await expect(findings(page)).toHaveCount(5);
      await expectNoAxeViolations(page, `${CONFIG_PAGE} with results (${theme})`, theme === 'dark' ? {rules: COLOUR_RULES} : {});
    });
  }
});

test.describe('Check a command', () => {
  const input = (page: Page) => page.getByRole('textbox', {name: 'Command'});
  const wordRows = (page: Page) => checker(page).locator('table tbody tr');

  async function typeCommand(page: Page, command: string): Promise<void> {
    await input(page).fill(command);
    await input(page).press('Enter');
  }

  test('ban @eve:example.org harassment: "harassment" is taken as the list', async ({page}) => {
    await open(page, COMMAND_PAGE);
    await typeCommand(page, 'ban @eve:example.org harassment');
    await expect(status(page)).toHaveText(/^Asks first\. Nothing fills reason/);
    await expect(wordRows(page)).toHaveText(['draupnirprefix', 'bancommand name', '@eve:example.orgparameter entity', 'harassmentparameter list']);
    await expect(checker(page)).toContainText('Read as !draupnir ban @eve:example.org harassment. Without a prefix, Draupnir takes the message for conversation');
    await expect(checker(page)).toContainText('harassment is taken as the list: Draupnir looks for a watched policy list whose shortcode is harassment');
    await expect(checker(page).locator('blockquote')).toContainText('Please select one of the following options to provide as an argument for the parameter reason:');
    await expect(checker(page).getByRole('link', {name: 'reference entry for ban'})).toHaveAttribute('href', url('moderator/commands#ban'));
  });

  test('!draupnir unban --invite @alice:example.org: the user is taken as the flag\'s value', async ({page}) => {
    await open(page, COMMAND_PAGE);
    await typeCommand(page, '!draupnir unban --invite @alice:example.org');
    await expect(status(page)).toHaveText(/^Fails\. Draupnir cannot read entity/);
    await expect(wordRows(page).nth(2)).toHaveText('--inviteflag --invite');
    await expect(wordRows(page).nth(3)).toHaveText('@alice:example.orgvalue of --invite');
    await expect(checker(page)).toContainText("Draupnir takes @alice:example.org as the flag's value");
    const reply = checker(page).locator('blockquote');
    await expect(reply).toContainText('There was a problem when parsing the entity parameter for this command.');
    await expect(reply).toContainText('An argument for the parameter entity was expected but was not provided.');
    await checker(page).getByRole('link', {name: 'reference entry for unban'}).click();
    await expect(page).toHaveURL(/\/moderator\/commands#unban$/);
  });

  test('each kind of wrong command, safe mode and the appservice admin room', async ({page}) => {
    await open(page, COMMAND_PAGE);
    const cases: [string, RegExp, string][] = [
      ['!draupnir kick example.org', /^Fails\./, 'Was expecting a match for the presentation type: MatrixUserID but got example.org.'],
      ['!draupnir watch #coc:example.org --force', /^Fails\./, 'Encountered unexpected keyword argument: force'],
      ['!draupnir rooms list', /^Fails\./, 'There is an unexpected non-keyword argument: list'],
      ['!draupnir bna @eve:example.org', /^Not a command\./, 'draupnir bna is not a command of the management room'],
      ['!draupnir recover', /^Fails\./, 'Read as a command of the management room while Draupnir is in safe mode'],
      ['!admin provision', /^Fails\./, 'Read as a command of the admin room of the appservice'],
      ['!draupnir ban @eve:example.org coc spam', /^Runs\./, 'with every word in place'],
      ['hello there', /Draupnir does not read this as a command/, 'hello is neither'],
    ];
    for (const [command, announced, shown] of cases) {
      await typeCommand(page, command);
      await expect(status(page), command).toHaveText(announced);
      await expect(checker(page), command).toContainText(shown);
    }
    await expect(checker(page).getByRole('link', {name: /reference entry/})).toHaveCount(0);
    await typeCommand(page, '!admin provision');
    await expect(checker(page).getByRole('link', {name: 'reference entry for admin provision'})).toHaveAttribute('href', url('moderator/commands#admin-provision'));
  });

  test('a command of 10,000 characters or with control characters gets a message, and the page keeps answering', async ({page}) => {
    await open(page, COMMAND_PAGE);
    await typeCommand(page, `!draupnir ban ${'x'.repeat(10_000)}`);
    await expect(status(page)).toHaveText(/characters long\. A management-room command is one short line/);
    await input(page).fill('!draupnir ban @eve:example.org\u0007 coc');
    await input(page).press('Enter');
    await expect(status(page)).toHaveText(/control character U\+0007 at position 31/);
    await typeCommand(page, '!draupnir status');
    await expect(status(page)).toHaveText(/^Runs\./, {timeout: 5_000});
  });

  test('no request carries the typed command', async ({page}) => {
    await open(page, COMMAND_PAGE);
    await page.waitForLoadState('networkidle');
    const requests = recordRequests(page);
    await typeCommand(page, `!draupnir ban @${MARKER}:example.org coc spam`);
    await expect(status(page)).toHaveText(/^Runs\./);
    await page.getByRole('button', {name: '!draupnir unban --invite @alice:example.org'}).click();
    await expect(status(page)).toHaveText(/^Fails\./);
    await page.waitForLoadState('networkidle');
    expect(requests.filter((request) => carries(request, MARKER))).toEqual([]);
  });

  test('works from the keyboard alone, and announces its results', async ({page}) => {
    await open(page, COMMAND_PAGE);
    await input(page).focus();
    await page.keyboard.type('!draupnir unban --invite @alice:example.org');
    await page.keyboard.press('Enter');
    await expect(status(page)).toHaveText(/^Fails\./);
    await page.keyboard.press('Tab');
    await expect(page.getByRole('button', {name: 'Check the command'})).toBeFocused();
    await page.keyboard.press('Tab');
    await expect(page.getByRole('button', {name: '!draupnir ban @eve:example.org harassment'})).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(status(page)).toHaveText(/^Asks first\./);
    await expect(input(page)).toHaveValue('!draupnir ban @eve:example.org harassment');
  });

  for (const theme of ['light', 'dark'] as const) {
    test(`axe finds nothing with results on screen, ${theme} theme`, async ({page}) => {
      await page.addInitScript((value) => window.localStorage.setItem('theme', value), theme);
      await open(page, COMMAND_PAGE);
      await page.addStyleTag({content: NO_TRANSITIONS});
      await typeCommand(page, '!draupnir unban --invite @alice:example.org');
      await expect(checker(page).locator('blockquote')).toBeVisible();
      await expectNoAxeViolations(page, `${COMMAND_PAGE} with results (${theme})`, theme === 'dark' ? {rules: COLOUR_RULES} : {});
    });
  }
});
