import { Compass } from 'lucide-react';
import { Link } from 'wouter';

/** Spec core 2: any other path. */
export function NotFoundPage() {
  return (
    <section
      className="flex flex-1 flex-col items-center px-6 pt-20 text-center"
      data-testid="not-found"
    >
      <div className="flex h-20 w-20 items-center justify-center rounded-full bg-slate-100 text-slate-400">
        <Compass className="h-10 w-10" strokeWidth={1.8} />
      </div>
      <h1 className="mt-6 text-2xl font-extrabold tracking-tight text-slate-900">
        404 Page Not Found
      </h1>
      <p className="mt-2 text-[15px] text-slate-500">This page does not exist.</p>
      <Link
        href="/"
        className="mt-6 rounded-2xl bg-brand-50 px-5 py-2.5 text-[15px] font-semibold text-brand-700 hover:bg-brand-100"
      >
        Back to chats
      </Link>
    </section>
  );
}
