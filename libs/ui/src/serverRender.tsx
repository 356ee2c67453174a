import { createContext, useContext, type ReactNode } from 'react';

/** True while a page is being rendered to HTML on the server (see libs/portal-kit/src/ssr.tsx). */
export const RenderedOnServer = createContext(false);

export function useRenderedOnServer(): boolean {
  return useContext(RenderedOnServer);
}

/**
 * Holds a form's controls. In server-rendered HTML they are disabled: anything typed there before the
 * live page takes over would be lost, and a form sent without its script would put what was typed
 * in the address. The live page renders them enabled.
 */
export function LiveFieldset({ children }: { children: ReactNode }) {
  return (
    <fieldset className="live-fieldset" disabled={useRenderedOnServer()}>
      {children}
    </fieldset>
  );
}
