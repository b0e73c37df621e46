/** A reel's shape while the feed loads: the words and the action column, shimmering on black. */
export function ReelsSkeleton() {
  const block = 'animate-pulse rounded-full bg-white/15';
  return (
    <div aria-hidden className="relative h-full w-full bg-neutral-950" data-testid="reels-loading">
      <div className="absolute inset-x-0 bottom-0 flex items-end gap-3 ps-4 pe-3 pb-5">
        <div className="flex-1 space-y-3">
          <div className="flex items-center gap-2.5">
            <div className={`${block} h-10 w-10`} />
            <div className={`${block} h-4 w-28`} />
            <div className="h-8 w-18 animate-pulse rounded-lg bg-white/15" />
          </div>
          <div className={`${block} h-4 w-3/4`} />
          <div className={`${block} h-3.5 w-5/6`} />
          <div className="flex gap-1.5">
            <div className={`${block} h-6 w-16`} />
            <div className={`${block} h-6 w-20`} />
          </div>
        </div>
        <div className="flex flex-col items-center gap-5">
          {[0, 1, 2, 3, 4].map((i) => (
            <div key={i} className={`${block} h-12 w-12`} />
          ))}
        </div>
      </div>
    </div>
  );
}
