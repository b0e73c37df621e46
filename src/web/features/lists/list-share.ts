import type { ContactList } from '../../../protocol';
import type { T } from '../../i18n/use-t';
import { toast } from '../../ui/toast-store';

/** Where a shared list opens: the lists screen, scrolled to that list. */
export function listLink(origin: string, id: string): string {
  return `${origin}/lists?list=${encodeURIComponent(id)}`;
}

/** Copy Info's text: name, description, public or private with its members, and the tags. */
export function listInfoText(list: ContactList, t: T): string {
  const lines = [list.name];
  if (list.description) lines.push(list.description);
  lines.push(
    `${list.isPublic ? t('lists.public') : t('lists.private')} · ${t('lists.memberCount', {
      count: list.memberCount,
    })}`,
  );
  if (list.tags.length > 0) lines.push(t('lists.infoTags', { tags: list.tags.join(', ') }));
  return lines.join('\n');
}

async function clipboardWrite(text: string, t: T): Promise<boolean> {
  try {
    await navigator.clipboard.writeText(text);
    return true;
  } catch {
    // An insecure page, or permission refused: say so rather than pretend.
    toast({ title: t('lists.copyFailed'), variant: 'destructive' });
    return false;
  }
}

/** Spec secondary 8 Copy Info: the list's information to the clipboard, then 'List Copied'. */
export async function listCopyInfo(list: ContactList, t: T): Promise<void> {
  if (await clipboardWrite(listInfoText(list, t), t))
    toast({ title: t('lists.copiedTitle'), description: t('lists.copiedBody') });
}

/**
 * Share List: the device's share sheet with the list's information and link where there is one;
 * else the link is copied ('Link Copied').
 */
export async function listShare(list: ContactList, t: T): Promise<void> {
  const url = listLink(window.location.origin, list.id);
  if (typeof navigator.share === 'function') {
    try {
      await navigator.share({ title: list.name, text: listInfoText(list, t), url });
      return;
    } catch (err) {
      // The person closed the share sheet: nothing more to do.
      if (err instanceof DOMException && err.name === 'AbortError') return;
    }
  }
  if (await clipboardWrite(url, t))
    toast({ title: t('lists.linkCopiedTitle'), description: t('lists.linkCopiedBody') });
}
