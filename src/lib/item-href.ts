/** The address of an app page in the current language (for links outside the router: map popups). */
export const pageHref = (lang: string | undefined, path: string) => `${lang ? `/${lang}` : ''}${path}`;
