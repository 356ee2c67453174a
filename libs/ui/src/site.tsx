import { createContext, useContext, type ReactNode } from 'react';

/** Settings every screen may need, read from the shell's runtime configuration. */
export interface SiteSettings {
  siteName: string;
  /** Addresses at this domain count as organisation (staff) e-mail. */
  orgEmailDomain: string;
  /** The address visitors may write to, when an admin set one (site settings); else hello@ the organisation domain. */
  contactEmail?: string;
}

/** The address the public pages give visitors to write to. */
export function contactAddress(site: SiteSettings): string {
  return site.contactEmail || `hello@${site.orgEmailDomain}`;
}

export const DEFAULT_SITE: SiteSettings = {
  siteName: 'Scientist-Leaders Africa',
  orgEmailDomain: 'scientistleaders.africa',
};

const SiteContext = createContext<SiteSettings>(DEFAULT_SITE);

export function SiteProvider({ value, children }: { value: SiteSettings; children: ReactNode }) {
  return <SiteContext.Provider value={value}>{children}</SiteContext.Provider>;
}

export function useSite(): SiteSettings {
  return useContext(SiteContext);
}

/** "<Screen> — <site name>", the page title format (docs/requirements.md#pages). */
export function pageTitle(screen: string, siteName: string, subject?: string | null): string {
  const parts = [subject?.trim(), screen].filter(Boolean);
  return parts.length ? `${parts.join(' — ')} — ${siteName}` : siteName;
}
