import { LogoMark } from '../ui/LogoMark';

/**
 * The app's mark, centred: index.html paints it as soon as the stylesheet is in, before the
 * app's code has arrived and run, and the app keeps it until its words are in (`Localised`).
 * A person sees Allo opening, not a blank page. Decoration: screen readers skip it. index.html
 * holds the same markup; `AppSplash.test.tsx` keeps the two alike.
 */
export function AppSplash() {
  return (
    <div className="app-splash" aria-hidden="true">
      <LogoMark size={64} />
    </div>
  );
}
