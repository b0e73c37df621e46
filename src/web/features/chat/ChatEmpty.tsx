import { MessageCircleHeart } from 'lucide-react';

/** Spec core 2: 'Start your conversation' / 'Send a message to begin chatting'. */
export function ChatEmpty() {
  return (
    <div
      className="flex flex-1 flex-col items-center justify-center px-8 text-center"
      data-testid="chat-empty"
    >
      <div className="flex h-20 w-20 items-center justify-center rounded-[1.75rem] bg-white text-brand-500 shadow-card">
        <MessageCircleHeart className="h-10 w-10" strokeWidth={1.8} />
      </div>
      <h2 className="mt-5 text-lg font-bold text-slate-900">Start your conversation</h2>
      <p className="mt-1 text-[15px] text-slate-500">Send a message to begin chatting</p>
    </div>
  );
}
