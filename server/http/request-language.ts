/**
 * The language a request is made in, for words sent to someone who is not a member yet (a
 * registration code): the holo_lang cookie, else the browser's Accept-Language, else English,
 * as the PWA itself picks it (src/domain/language/detect-language.ts).
 */
import type { FastifyRequest } from 'fastify';
import { detectLanguage, LANGUAGE_COOKIE } from '../../src/domain/language/detect-language';
import { acceptedLanguages } from './first-view-hints';

export function requestLanguage(request: FastifyRequest): string {
  return detectLanguage(request.cookies[LANGUAGE_COOKIE], acceptedLanguages(request.headers['accept-language']));
}
