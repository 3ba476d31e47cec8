/**
 * The app's own translations for the words the server writes itself (share-tags.ts): the build's
 * compiled catalogs, the chunks the client loads (`src/locales/<locale>/messages.po` in the build
 * manifest), read once per language. A message is looked up by the id Lingui's macro gives it (a
 * hash of its English text), so the server's words are the client's, in every language the client
 * has; an English text the catalogs do not hold comes out as it is (the client's fallback too).
 */
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { setupI18n } from '@lingui/core';
import { compileMessage } from '@lingui/message-utils/compileMessage';
import { generateMessageId } from '@lingui/message-utils/generateMessageId';

/** An English message as the client's `t` macro writes it, with its placeholders' values. */
export type Translate = (message: string, values?: Record<string, unknown>) => string;

export interface LocaleFormat {
  locale: string;
  t: Translate;
}

/** English without a catalog: what a test or a build without messages gets. */
export const untranslated: LocaleFormat = formatFor('en', {});

function formatFor(locale: string, messages: Record<string, unknown>): LocaleFormat {
  const i18n = setupI18n({ locale, messages: { [locale]: messages as never } });
  // A message the catalog lacks is compiled from its English text, placeholders and all.
  i18n.setMessagesCompiler(compileMessage);
  return { locale, t: (message, values) => i18n._({ id: generateMessageId(message), message, values }) };
}

/** `files`: each locale's compiled catalog, relative to `root` (the build's directory). */
export function loadFirstViewMessages(root: string, files: Map<string, string>) {
  const loaded = new Map<string, Promise<LocaleFormat>>();
  return (locale: string): Promise<LocaleFormat> => {
    const file = files.get(locale);
    if (!file) return Promise.resolve(untranslated);
    let format = loaded.get(locale);
    if (!format) {
      format = import(pathToFileURL(path.join(root, file)).href).then(
        (chunk: { messages: Record<string, unknown> }) => formatFor(locale, chunk.messages),
        () => untranslated,
      );
      loaded.set(locale, format);
    }
    return format;
  };
}
