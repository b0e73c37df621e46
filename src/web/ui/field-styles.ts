/** The look of a form's labelled fields (TextField, and a select beside them). */
export const FIELD =
  'h-11 w-full rounded-2xl border border-slate-200 bg-white px-3.5 text-[15px] text-slate-900 outline-none placeholder:text-slate-400 focus:border-brand-300 focus:ring-2 focus:ring-brand-200';

export const AREA =
  'min-h-20 w-full resize-none rounded-2xl border border-slate-200 bg-white px-3.5 py-2.5 text-[15px] text-slate-900 outline-none placeholder:text-slate-400 focus:border-brand-300 focus:ring-2 focus:ring-brand-200';

export const LABEL = 'text-sm font-semibold text-slate-700';
