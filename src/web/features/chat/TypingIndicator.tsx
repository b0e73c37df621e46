import type { User } from '../../../protocol';
import { Avatar } from '../../ui/Avatar';
import { useT } from '../../i18n/use-t';

/** Spec core 4: someone is typing here. Three bouncing dots in a received-style bubble. */
export function TypingIndicator({ users, isGroup }: { users: User[]; isGroup: boolean }) {
  const t = useT();
  const first = users[0];
  const label =
    users.length === 0
      ? t('chat.typingSomeone')
      : users.length === 1
        ? t('chat.typingOne', { name: first!.displayName.split(' ')[0]! })
        : t('chat.typingMany', { count: users.length });
  return (
    <div
      className="flex items-end gap-2 px-3 pt-2"
      data-testid="typing-indicator"
      aria-live="polite"
    >
      {isGroup && (
        <span className="w-8 shrink-0">
          <Avatar src={first?.avatar} name={first?.displayName ?? ''} size={32} />
        </span>
      )}
      <div className="bubble-tail-in shadow-bubble relative flex items-center gap-2 rounded-[20px] rounded-es-md bg-white px-3.5 py-2.5">
        <span className="flex gap-1" aria-hidden>
          {[0, 150, 300].map((delay) => (
            <span
              key={delay}
              className="animate-typing h-2 w-2 rounded-full bg-slate-400"
              style={{ animationDelay: `${delay}ms` }}
            />
          ))}
        </span>
        {isGroup ? (
          <span className="text-xs font-medium text-slate-500">{label}</span>
        ) : (
          <span className="sr-only">{label}</span>
        )}
      </div>
    </div>
  );
}
