/*
 * The app's version and build, shown alike by the settings About tab, the settings dialog and
 * App Information (the spec's three screens disagree: 1.0.0, 2.5.1 build 1234, 2.1.4 build
 * 2024.09.01; we show one reading everywhere). Vite's `define` fills them at build time from
 * package.json and the build's date (vite.config.ts); outside a Vite build (unit tests) they
 * read as a development build.
 */
declare const __APP_VERSION__: string | undefined;
declare const __APP_BUILD__: string | undefined;
declare const __APP_BUILD_DATE__: string | undefined;

/** The version in package.json, e.g. '0.1.0'. */
export const APP_VERSION: string = typeof __APP_VERSION__ === 'string' ? __APP_VERSION__ : '0.0.0';

/** The build number: the build's UTC date as 'YYYY.MM.DD', the spec's form ('2024.09.01'). */
export const APP_BUILD: string = typeof __APP_BUILD__ === 'string' ? __APP_BUILD__ : 'dev';

/** The build's UTC date as 'YYYY-MM-DD' (App Information's 'last updated'); '' outside a build. */
export const APP_BUILD_DATE: string =
  typeof __APP_BUILD_DATE__ === 'string' ? __APP_BUILD_DATE__ : '';
