import { Skeleton } from '../../ui/Skeleton';

const SKELETON_ROWS = [
  { own: false, w: 'w-44' },
  { own: false, w: 'w-60' },
  { own: true, w: 'w-40' },
  { own: false, w: 'w-52' },
  { own: true, w: 'w-64' },
  { own: true, w: 'w-32' },
  { own: false, w: 'w-48' },
];

/** Spec core 2: the loading skeleton of the chat. */
export function ChatSkeleton() {
  return (
    <div className="flex flex-1 flex-col justify-end gap-2 px-3 pb-4" data-testid="chat-loading">
      {SKELETON_ROWS.map((r, i) => (
        <div key={i} className={r.own ? 'flex justify-end' : 'flex justify-start'}>
          <Skeleton
            className={`h-10 ${r.w} rounded-[20px] ${r.own ? 'bg-brand-200/60' : 'bg-white/80'}`}
          />
        </div>
      ))}
    </div>
  );
}
