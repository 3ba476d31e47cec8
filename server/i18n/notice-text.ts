/**
 * The words the server writes for a member (notification titles and bodies, push texts, e-mails) in
 * the member's language, from the same Lingui catalogs as the PWA: `src/locales/<locale>/notices.po`,
 * extracted from server code where each English text is marked `/*i18n*\/ 'Text with {name}'` (the
 * text is its own id). A text a catalog lacks, or a language without one, comes out in English.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { setupI18n } from '@lingui/core';
import { parsePoFile } from '@lingui/format-po';
import { compileMessage } from '@lingui/message-utils/compileMessage';
import { defaultLanguage, isLanguage, type Language } from '../../src/domain/account/languages';

const localesDir = fileURLToPath(new URL('../../src/locales', import.meta.url));

export interface NoticeText {
  language: Language;
  /** The English text (as marked for extraction) in this language, placeholders filled. */
  t(message: string, values?: Record<string, unknown>): string;
}

const loaded = new Map<Language, NoticeText>();

/** The notice words in `language` (a member's saved language; anything unknown is English). */
export function noticeText(language: string | null | undefined): NoticeText {
  const chosen = isLanguage(language) ? language : defaultLanguage;
  let text = loaded.get(chosen);
  if (!text) {
    text = textFor(chosen, readCatalog(chosen));
    loaded.set(chosen, text);
  }
  return text;
}

function readCatalog(language: Language): Record<string, string> {
  let content: string;
  try {
    content = readFileSync(path.join(localesDir, language, 'notices.po'), 'utf8');
  } catch {
    return {};
  }
  const messages: Record<string, string> = {};
  for (const item of parsePoFile(content).items) {
    const translation = item.msgstr[0];
    if (item.msgid && translation && !item.obsolete) messages[item.msgid] = translation;
  }
  return messages;
}

function textFor(language: Language, messages: Record<string, string>): NoticeText {
  const i18n = setupI18n({ locale: language, messages: { [language]: messages } });
  i18n.setMessagesCompiler(compileMessage);
  return { language, t: (message, values) => i18n._({ id: message, message, values }) };
}
