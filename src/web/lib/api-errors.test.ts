import { afterAll, describe, expect, it } from 'vitest';
import english from 'virtual:catalog/en';
import french from 'virtual:catalog/fr';
import { ERROR_TEMPLATES, ERROR_TEXTS } from '../../protocol/error-codes';
import enErrors from '../locales/en/errors.json';
import { messagesFrom } from '../i18n/catalog-load';
import { intlCreate, intlCurrentSet } from '../i18n/intl';
import { ApiError, errorText } from './api';
import { ERROR_IDS } from './error-ids';

const refused = (status: number, body: object) =>
  new ApiError(status, 'Bad Request', JSON.stringify(body));

describe('errorText: the server’s words in the app’s language', () => {
  afterAll(() => intlCurrentSet(intlCreate('en', messagesFrom(english))));

  it('should hold the server’s English for every code, as the catalog’s English', () => {
    expect(enErrors).toEqual({ ...ERROR_TEXTS, ...ERROR_TEMPLATES });
    for (const [code, id] of Object.entries(ERROR_IDS)) expect(id).toBe(`errors.${code}`);
  });

  it('should show the English before any catalog has loaded', () => {
    const err = refused(404, { error: 'Message not found', code: 'messageNotFound' });
    expect(errorText(err)).toBe('Message not found');
  });

  it('should show a known code from the catalog, its params filled in', () => {
    intlCurrentSet(intlCreate('fr', messagesFrom(french)));
    expect(errorText(refused(404, { error: 'Message not found', code: 'messageNotFound' }))).toBe(
      'Message introuvable',
    );
    expect(
      errorText(
        refused(422, {
          error: 'Translation unavailable for ja → es',
          code: 'translationUnavailable',
          params: { source: 'ja', target: 'es' },
        }),
      ),
    ).toBe('Traduction indisponible pour ja → es');
  });

  it('should keep the server’s words for an unknown code, missing params or no code', () => {
    intlCurrentSet(intlCreate('fr', messagesFrom(french)));
    expect(errorText(refused(400, { error: 'Something new', code: 'somethingNew' }))).toBe(
      'Something new',
    );
    expect(errorText(refused(400, { error: 'Something', code: 'toString' }))).toBe('Something');
    expect(errorText(refused(400, { error: 'content is required', code: 'fieldRequired' }))).toBe(
      'content is required',
    );
    expect(errorText(refused(502, { error: 'The image service returned no image' }))).toBe(
      'The image service returned no image',
    );
    expect(errorText(new ApiError(500, 'Internal Server Error', ''))).toBe(
      '500: Internal Server Error',
    );
  });

  it('should show the English catalog’s words exactly as the server sent them', () => {
    intlCurrentSet(intlCreate('en', messagesFrom(english)));
    for (const [code, text] of Object.entries(ERROR_TEXTS))
      expect(errorText(refused(400, { error: text, code }))).toBe(text);
    expect(
      errorText(
        refused(400, {
          error: 'Game type "chess" is not supported.',
          code: 'gameTypeUnsupported',
          params: { type: 'chess' },
        }),
      ),
    ).toBe('Game type "chess" is not supported.');
  });
});
