/**
 * Stable codes for the texts the server sends in an error reply (`{ error, code?, params? }`)
 * or a live `error` event. `error` stays the English text (the spec's words); a client shows its
 * own language's text for a code it knows, and the English for any other.
 *
 * Plain data, no zod: the web client reads it without the schemas.
 */

/** The fixed texts, by code. Each text is sent exactly as written here. */
export const ERROR_TEXTS = {
  // Sessions, requests, the live connection.
  notSignedIn: 'Not signed in',
  forbidden: 'Forbidden',
  notFound: 'Not found',
  internalError: 'Internal Server Error',
  serviceUnavailable: 'Service Unavailable',
  somethingWentWrong: 'Something went wrong',
  originNotAllowed: 'Origin not allowed',
  invalidJson: 'Invalid JSON',
  invalidEvent: 'Invalid event',
  invalidRequest: 'Invalid request',
  textFramesOnly: 'Text frames only',
  joinConversationFirst: 'Join a conversation first',

  // Users and sign-in.
  userNotFound: 'User not found',
  passwordRequired: 'Password required',
  wrongPassword: 'Wrong password',
  wrongCredentials: 'Wrong username or password',
  passwordTooShort: 'Password must be at least 8 characters',
  passkeyNotAccepted: 'Passkey not accepted',
  passkeyOtherAccount: 'This passkey belongs to another account',
  passkeyNotFound: 'Passkey not found',
  currentPasswordRequired: 'Enter your current password',
  currentPasswordWrong: 'Current password is incorrect',
  usernameTaken: 'Username already taken',
  usernameCharacters: 'Username may use letters, digits, dots, dashes and underscores',
  usernameTooShort: 'Username must be at least 3 characters',
  requiredFields: 'Please fill in all required fields',
  languageUnsupported: 'Unsupported language',
  demoNoPartners: 'No demo users to talk to',

  // Friends and blocking.
  friendSelf: 'You cannot add yourself',
  alreadyFriends: 'You are already friends',
  friendRequestNotFound: 'Friend request not found',
  friendBlocked: 'You cannot add this person',
  messageBlocked: 'You cannot message this person',
  blockSelf: 'You cannot block yourself',

  // Conversations.
  conversationNotFound: 'Conversation not found',
  conversationNeedsOthers: 'Choose at least one other person',
  unknownUser: 'Unknown user',

  // The chat header's menu: mute, wallpaper, search, leave group.
  mutedBoolean: 'muted must be true or false',
  wallpaperUnknown: 'Unknown wallpaper',
  chatPreferencesNothingToChange: 'Nothing to change: send muted or wallpaper',
  searchTextRequired: 'Search text is required',
  searchTextTooLong: 'Search text must be at most 100 characters',
  leaveOnlyGroups: 'Only a group can be left',

  // Messages: sending, editing, unsending.
  messageNotFound: 'Message not found',
  messageTooLong: 'Message must be at most 10000 characters',
  messageEmpty: 'Message cannot be empty',
  messageNul: 'Message cannot contain NUL characters',
  clientIdInvalid: 'clientId must be letters, digits, - or _',
  metadataTooLarge: 'Metadata too large',
  metadataNul: 'Metadata cannot contain NUL characters',
  paymentsViaAlloCash: 'Payments are sent with Allo Cash',
  gamesViaAllogames: 'Games are started from Allogames',
  callsNotedByAllo: 'Calls are noted in the chat by Allo',
  imageDataOnlyImages: 'imageData is only for image messages',
  editOnlySender: 'Only the sender can edit a message',
  editNotAllowed: 'This message cannot be edited',
  editExpired: 'Edit time expired',
  editUnchanged: 'Message is unchanged',
  unsendOnlySender: 'Only the sender can unsend a message',
  unsendNotAllowed: 'This message cannot be unsent',
  unsendExpired: 'Messages can only be unsent within 2 minutes',
  pinTooMany: 'You can pin up to 3 chats',
  replyNotFound: 'The message you are replying to is not in this chat',
  reactionInvalid: 'Reaction must be one emoji',
  reactionNotAllowed: 'This message cannot be reacted to',
  pinMessagesTooMany: 'You can pin up to 3 messages',
  pinMessageNotAllowed: 'This message cannot be pinned',
  forwardTooMany: 'You can forward to up to 5 chats at once',
  forwardNone: 'Choose at least one chat',
  forwardNotAllowed: 'This message cannot be forwarded',
  forwardBurner: 'Burner messages cannot be forwarded',
  mentionNotMember: 'Only members of this chat can be mentioned',

  // Stored objects (photos, voice notes).
  objectNotFound: 'Object not found',
  objectAlreadySent: 'This object was already sent',
  objectSourceInvalid: 'Invalid source',
  objectRefInvalid: 'Invalid object reference',
  imageInvalidType: 'Please select an image file',
  imageTooLarge: 'File size must be less than 5MB',
  avatarTooLarge: 'Please select an image smaller than 5MB.',
  voiceInvalidType: 'Please select an audio file',
  voiceTooLarge: 'File size must be less than 10MB',

  // Short videos and their uploads (issue 17; Uppy's words where the spec quotes them).
  videoInvalidType: 'Please select a video file',
  videoTooLarge: 'File size must be less than 100MB',
  videoNotFound: 'Video not found',
  videoDownloadNotFound: 'Download not found',
  videoDownloadNotReady: 'This download is not ready yet',
  videoDownloadsTooMany:
    'You can have at most 3 downloads in progress. Please wait for one to finish.',
  uploadNonexistent: 'Nonexistent upload',
  uploadSignMissing: 'Cannot sign without a key, an uploadId, and a partNumber',
  uploadExpired: 'Request has expired',
  uploadFailed: 'Upload failed',
  uploadPartTooSmall: 'Each part but the last must be at least 5 MB',

  // The short-video feed: comments, follows and collaboration requests.
  videoCommentEmpty: 'Comment cannot be empty',
  videoCommentTooLong: 'Comment must be at most 1000 characters',
  videoCommentNul: 'Comment cannot contain NUL characters',
  videoCommentNotFound: 'Comment not found',
  followSelf: 'You cannot follow yourself',
  followBlocked: 'You cannot follow this person',
  videoCollabOwn: 'You cannot ask to collaborate on your own video',
  videoCollabPending: 'You have already asked to collaborate on this video',
  videoCollabNotFound: 'Collaboration request not found',
  videoCollabAnswered: 'This collaboration request has already been answered',
  videoCollabNoteTooLong: 'Note must be at most 300 characters',

  // The Image Playground.
  promptRequired: 'Please enter a prompt',
  promptTooLong: 'Prompt must be at most 1000 characters',
  styleInvalid:
    'Style must be one of realistic, cartoon, anime, digital_art, oil_painting, watercolor, sketch, vintage',
  generationBusy: 'An image is already being generated. Please wait for it.',
  generationFailed: 'Failed to generate image. Please try again.',

  // Status updates (spec secondary 'Status updates', 5).
  statusNotFound: 'Status not found',
  statusEmpty: 'Status cannot be empty',
  statusTooLong: 'Status must be at most 700 characters',
  statusNul: 'Status cannot contain NUL characters',
  statusTooMany: 'You can have at most 30 status updates at a time',
  statusOnlyAuthor: 'Only the author can delete a status',
  statusReplySelf: 'You cannot reply to your own status',

  // Contact lists and broadcast lists (spec secondary 'Contact Lists', 'Broadcast Messages', 5).
  listNameRequired: 'List name is required',
  listNameTooLong: 'List name must be at most 100 characters',
  listDescriptionTooLong: 'Description must be at most 500 characters',
  listTagTooLong: 'Each tag must be at most 30 characters',
  listTagsTooMany: 'At most 10 tags',
  listMembersRequired: 'Select at least one member',
  listMembersTooMany: 'At most 200 people at a time',
  listNotFound: 'List not found',
  listOwnerOnly: 'Only the list owner can do this',
  listJoinOwn: 'You cannot join your own list',
  broadcastCategoryInvalid: 'Category must be General, Business, Technology or Work',
  broadcastListsRequired: 'Select at least one list',
  broadcastListsTooMany: 'At most 50 lists at a time',
  broadcastListNotFound: 'Broadcast list not found',
  broadcastSubscribeOwn: 'You cannot subscribe to your own list',

  // Send Later.
  scheduledPast: 'Please select a future date and time',
  scheduledTooFar: 'Messages can be scheduled at most 1 year ahead',
  scheduledTooMany: 'You can have at most 100 scheduled messages in a chat',
  scheduledAlreadySent: 'This message has already been sent',
  scheduledNotFound: 'Scheduled message not found',
  scheduledInvalidMoment: 'Please select a valid date and time',
  scheduledNothingToChange: 'Nothing to change',

  // Allo Cash.
  amountInvalid: 'Invalid amount',
  paymentFieldsRequired: 'A recipient and an amount are required',
  noteTooLong: 'Note must be at most 100 characters',
  noteNul: 'Note cannot contain NUL characters',
  paymentStatusCompleted: "status must be 'completed'",
  idempotencyKeyEmpty: 'Idempotency-Key must not be empty',
  idempotencyKeyTooLong: 'Idempotency-Key must be at most 100 characters',
  idempotencyKeyAscii: 'Idempotency-Key must be printable ASCII',
  idempotencyKeyReused: 'This Idempotency-Key was already used for a different payment',
  paymentNotFound: 'Payment not found',
  paymentOnlyPayer: 'Only the payer can complete a payment',
  paymentToSelf: 'You cannot send money to yourself',
  requestFromSelf: 'You cannot request money from yourself',
  recipientNotMember: 'The recipient is not in this conversation',
  recipientNotFound: 'Recipient not found',
  requestNotFound: 'Request not found',
  requestMismatch: 'This payment does not match the request',
  requestAlreadyPaid: 'This request has already been paid',

  // Translation and its settings.
  targetLanguageUnsupported: 'Unsupported target language',
  sourceLanguageUnsupported: 'Unsupported source language',
  textRequired: 'Text is required',
  textTooLong: 'Text must be at most 5000 characters',
  textNul: 'Text cannot contain NUL characters',
  autoTranslateBoolean: 'autoTranslate must be true or false',
  translationSettingsNothingToChange:
    'Nothing to change: send autoTranslate, sourceLanguage or targetLanguage',
  keptWordsList: 'words must be a list of words',
  keptWordText: 'Each word must be text',
  keptWordTooLong: 'Each word must be at most 60 characters',
  keptWordsTooMany: 'At most 200 words',
  keptWordsNul: 'Words cannot contain NUL',

  // Allogames: starting and ending a game.
  gameNotFound: 'Game not found',
  gameTwoPlayers: 'A game needs exactly two players',
  gameOwnOnly: 'You can only start a game you play in',
  gameDifferentPlayers: 'A game needs two different players',
  gamePlayersMembers: 'Both players must be members of the conversation',
  gameNotOver: 'The game is not over yet.',
  gameWrongWinner: 'That is not the winner the game produced.',
  gameEndPlayersOnly: 'Only the two players may end the game.',
  gameStale: 'The game has moved on since that move was made; reload it.',

  // Allogames: refused moves (src/games).
  gameMovePlayersOnly: 'Only the two players may move.',
  gameOver: 'The game is over.',
  gameNotYourTurn: 'It is not your turn.',
  gameMoveNotObject: 'A move is an object.',
  fourInARowMoveKind: "A Four in a Row move is a 'drop'.",
  fourInARowColumn: 'The column must be a whole number 0 to 6.',
  fourInARowColumnFull: 'That column is full.',
  dotsPlayersOnly: 'Only the two players may draw lines.',
  dotsMoveLine: 'A move draws one line on the 5x5 dot grid.',
  dotsLineDrawn: 'That line is already drawn.',
  seaBattleMoveKind: "A Sea Battle move is 'ready' or 'shoot'.",
  seaBattleShipsPlaced: 'The ships are already placed.',
  seaBattleFleetPlaced: 'Your fleet is already placed.',
  seaBattleFleetsFirst: 'Both fleets must be placed first.',
  seaBattleShot: 'A shot needs a whole-number row and col from 0 to 9.',
  seaBattleCellShot: 'That cell was already shot.',
  seaBattleShipsList: 'The ships must be a list.',
  seaBattleFleet: 'The fleet is five ships: 5, 4, 3, 3 and 2 long.',
  seaBattleShipFields: 'Each ship needs whole-number row, col, length and orientation.',
  seaBattleOffGrid: 'Every ship must lie inside the 10x10 grid.',
  seaBattleOverlap: 'Two ships cannot share a cell.',
  seaBattleTouching: 'Ships cannot touch, not even at a corner.',
  wordHuntPlayersOnly: 'Only the two players may submit words.',
  wordHuntTimeUp: 'Time is up.',
  wordHuntMove: 'A word needs a word and a path of [row, col] cells.',
  wordHuntTooShort: 'A word needs at least 3 letters.',
  wordHuntPath: 'The path does not spell the word on the board.',
  wordHuntNotValid: 'Not in the word list.',
  wordHuntAlreadyFound: 'You already found that word.',
} as const;

/**
 * Texts with parts that vary, by code: `{name}` marks a part, sent in `params` under that name.
 * The part is sent as it is (a field name, a language code, a game type, the engine's words).
 */
export const ERROR_TEMPLATES = {
  fieldRequired: '{field} is required',
  translationUnavailable: 'Translation unavailable for {source} → {target}',
  gameTypeUnsupported: 'Game type "{type}" is not supported.',
  generatedImageNotStored: 'The generated image could not be stored: {detail}',
  rateLimited: 'Rate limit exceeded, retry in {after}',
  signInLocked: 'Too many failed sign-ins for this account, retry in {minutes} min',
} as const;

export type ErrorTextCode = keyof typeof ERROR_TEXTS;
export type ErrorTemplateCode = keyof typeof ERROR_TEMPLATES;
export type ErrorCode = ErrorTextCode | ErrorTemplateCode;
export type ErrorParams = Readonly<Record<string, string>>;

type PartsOf<S extends string> = S extends `${string}{${infer P}}${infer Rest}`
  ? P | PartsOf<Rest>
  : never;
/** The params a template needs: one string per `{name}`. */
export type ErrorTemplateParams<C extends ErrorTemplateCode> = Readonly<
  Record<PartsOf<(typeof ERROR_TEMPLATES)[C]>, string>
>;

/** The code of a text, and its params when it came from a template. */
export interface ErrorCoded {
  code: ErrorCode;
  params?: ErrorParams;
}

const PART = /\{(\w+)\}/g;

/** The names of a template's parts, in order. */
export function errorTemplateParts(code: ErrorTemplateCode): string[] {
  return [...ERROR_TEMPLATES[code].matchAll(PART)].map((m) => m[1]!);
}

/** A template's English text with its parts filled in. */
export function errorTemplateText<C extends ErrorTemplateCode>(
  code: C,
  params: ErrorTemplateParams<C>,
): string {
  const values = params as ErrorParams;
  return ERROR_TEMPLATES[code].replace(PART, (_, name: string) => values[name] ?? '');
}

const escape = (s: string) => s.replace(/[.*+?^$()|[\]\\{}]/g, '\\$&');

interface TextIndex {
  byText: Map<string, ErrorTextCode>;
  templates: Array<{ code: ErrorTemplateCode; parts: string[]; pattern: RegExp }>;
}

let index: TextIndex | null = null;

/** Built on first use, not as a page loads: only a refused request needs it. */
function textIndex(): TextIndex {
  return (index ??= {
    byText: new Map(
      (Object.entries(ERROR_TEXTS) as [ErrorTextCode, string][]).map(([code, text]) => [
        text,
        code,
      ]),
    ),
    templates: (Object.keys(ERROR_TEMPLATES) as ErrorTemplateCode[]).map((code) => ({
      code,
      parts: errorTemplateParts(code),
      pattern: new RegExp(
        `^${ERROR_TEMPLATES[code]
          .split(PART)
          .map((piece, i) => (i % 2 ? '(.+?)' : escape(piece)))
          .join('')}$`,
        's',
      ),
    })),
  });
}

/**
 * The code of a text the server sends: a fixed text's code, or a template's code with the parts
 * read back from the text; null for words of no known text (an engine's own message, say).
 */
export function errorCodeOf(text: string): ErrorCoded | null {
  const { byText, templates } = textIndex();
  const code = byText.get(text);
  if (code) return { code };
  for (const t of templates) {
    const m = t.pattern.exec(text);
    if (m)
      return { code: t.code, params: Object.fromEntries(t.parts.map((p, i) => [p, m[i + 1]!])) };
  }
  return null;
}

/** True when `code` is one this list knows (a newer server may send others). */
export function errorCodeIsKnown(code: unknown): code is ErrorCode {
  return (
    typeof code === 'string' &&
    (Object.hasOwn(ERROR_TEXTS, code) || Object.hasOwn(ERROR_TEMPLATES, code))
  );
}
