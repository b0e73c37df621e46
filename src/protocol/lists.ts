import { z } from 'zod';
import {
  LIST_DESCRIPTION_MAX,
  LIST_MEMBERS_ADD_MAX,
  LIST_NAME_MAX,
  LIST_TAGS_MAX,
  LIST_TAG_MAX,
} from './lists-limits';

export * from './lists-limits';

const noNul = (s: string) => !s.includes('\u0000');

/** Spec secondary 5: a non-empty trimmed name (also for broadcast lists). */
export const listNameSchema = z
  .string()
  .trim()
  .min(1, 'List name is required')
  .max(LIST_NAME_MAX, `List name must be at most ${LIST_NAME_MAX} characters`)
  .refine(noNul, 'Text cannot contain NUL characters');

/** Spec secondary 5: the description is trimmed too; it may be empty. */
export const listDescriptionSchema = z
  .string()
  .trim()
  .max(LIST_DESCRIPTION_MAX, `Description must be at most ${LIST_DESCRIPTION_MAX} characters`)
  .refine(noNul, 'Text cannot contain NUL characters');

/** Tags, trimmed; blank ones dropped and repeats (in any case) kept once. */
export const listTagsSchema = z
  .array(
    z
      .string()
      .trim()
      .max(LIST_TAG_MAX, `Each tag must be at most ${LIST_TAG_MAX} characters`)
      .refine(noNul, 'Text cannot contain NUL characters'),
  )
  .transform((tags) => {
    const seen = new Set<string>();
    return tags.filter((t) => {
      const key = t.toLowerCase();
      if (!t || seen.has(key)) return false;
      seen.add(key);
      return true;
    });
  })
  .refine((tags) => tags.length <= LIST_TAGS_MAX, `At most ${LIST_TAGS_MAX} tags`);

/**
 * Spec secondary 3 'Contact list'. `members` are user ids; the creator is not one of them (a new
 * list has memberCount 0). Additions: `creatorAvatar`, and `isMember` (the reader was added to
 * it or joined it).
 */
export const contactListSchema = z.object({
  id: z.string(),
  name: z.string(),
  description: z.string(),
  isPublic: z.boolean(),
  memberCount: z.number().int(),
  createdAt: z.string(),
  updatedAt: z.string(),
  createdBy: z.string(),
  creatorName: z.string(),
  creatorAvatar: z.string().nullable(),
  members: z.array(z.string()),
  tags: z.array(z.string()),
  isMember: z.boolean(),
});
export type ContactList = z.infer<typeof contactListSchema>;

/**
 * GET /api/contact-lists: my lists ('My Lists', spec secondary 5: created by me) and the others
 * I may see ('Shared Lists': other people's public lists, and lists I was added to or joined).
 */
export const contactListsSchema = z.object({
  mine: z.array(contactListSchema),
  shared: z.array(contactListSchema),
});
export type ContactLists = z.infer<typeof contactListsSchema>;

/** POST /api/contact-lists (the 'Create List' dialog). */
export const contactListCreateSchema = z.object({
  name: listNameSchema,
  description: listDescriptionSchema.default(''),
  isPublic: z.boolean().default(false),
  tags: listTagsSchema.default([]),
});
export type ContactListCreate = z.input<typeof contactListCreateSchema>;

/** PATCH /api/contact-lists/{id} ('Edit List'): any of the fields, at least one. */
export const contactListUpdateSchema = z
  .object({
    name: listNameSchema.optional(),
    description: listDescriptionSchema.optional(),
    isPublic: z.boolean().optional(),
    tags: listTagsSchema.optional(),
  })
  .refine((u) => Object.values(u).some((v) => v !== undefined), 'Nothing to change');
export type ContactListUpdate = z.input<typeof contactListUpdateSchema>;

/** POST /api/contact-lists/{id}/members ('Add n Members'): at least one person. */
export const contactListMembersAddSchema = z.object({
  userIds: z
    .array(z.string().min(1).max(100))
    .min(1, 'Select at least one member')
    .max(LIST_MEMBERS_ADD_MAX, `At most ${LIST_MEMBERS_ADD_MAX} people at a time`),
});
export type ContactListMembersAdd = z.infer<typeof contactListMembersAddSchema>;

/** Addition: contact lists I own or am in changed (on any device, or by their owner). */
export const contactListsChangedEventSchema = z.object({
  type: z.literal('contact_lists_changed'),
});
