import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { generateMessageId } from '@lingui/message-utils/generateMessageId';
import { loadFirstViewMessages, untranslated } from './first-view-messages';

const dir = mkdtempSync(path.join(tmpdir(), 'holo-messages-'));
mkdirSync(path.join(dir, 'assets'));
// A compiled catalog as the build writes it: ids are hashes of the English text, values compiled.
const catalog = { [generateMessageId('Newly')]: ['新着'], [generateMessageId('{count} bids')]: [['count'], '件の入札'] };
writeFileSync(path.join(dir, 'assets', 'messages-ja.js'), `export const messages = ${JSON.stringify(catalog)};\n`);
writeFileSync(path.join(dir, 'assets', 'messages-ko.js'), 'export const messages = ;\n');
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe('the first views\' messages', () => {
  const formatFor = loadFirstViewMessages(
    dir,
    new Map([
      ['ja', 'assets/messages-ja.js'],
      ['ko', 'assets/messages-ko.js'],
    ]),
  );

  it('translates by the id the client\'s macro gives the English text, placeholders included', async () => {
    const ja = await formatFor('ja');
    expect(ja.locale).toBe('ja');
    expect(ja.t('Newly')).toBe('新着');
    expect(ja.t('{count} bids', { count: 3 })).toBe('3件の入札');
  });

  it('keeps the English text of a message the catalog lacks, filled in', async () => {
    const ja = await formatFor('ja');
    expect(ja.t('Pause')).toBe('Pause');
    expect(ja.t('{position} of {count}', { position: 1, count: 5 })).toBe('1 of 5');
  });

  it('reads each catalog once, and falls back to English without one or when it cannot be read', async () => {
    expect(await formatFor('ja')).toBe(await formatFor('ja'));
    expect(await formatFor('zh-Hant')).toBe(untranslated);
    expect(await formatFor('ko')).toBe(untranslated);
    expect(untranslated.t('Newly')).toBe('Newly');
  });
});
