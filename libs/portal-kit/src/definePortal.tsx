import * as React from 'react';
import * as ReactDOMClient from 'react-dom/client';
import type { ParcelConfigObject } from 'single-spa';
import singleSpaReact from 'single-spa-react';
import type { ReactElement } from 'react';
import {
  activeLocale,
  addMessages,
  completeCatalogues,
  loadCatalogue,
  t,
  type Catalogue,
  type CatalogueImports,
} from '@sla/i18n';
import { ErrorPanel } from '@sla/ui';
import { PortalRoot, type PortalProps } from './PortalRoot.js';

export interface PortalDefinition {
  /** The Nx project name, used in logs. */
  name: string;
  /** The portal's <Routes>, with full paths as in the shell (e.g. /applicant/applications). */
  routes: ReactElement;
  /** The portal's message catalogues; the active language's is loaded before the portal mounts. */
  catalogues: CatalogueImports;
}

/** Turns a portal's routes into single-spa parcel lifecycles: the mount contract with the shell. */
export function definePortal({ name, routes, catalogues }: PortalDefinition): ParcelConfigObject {
  function Root(props: PortalProps) {
    return (
      <PortalRoot name={name} {...props}>
        {routes}
      </PortalRoot>
    );
  }

  // single-spa types lifecycles over its generic CustomProps; the shell passes PortalProps at runtime.
  const lifecycles = singleSpaReact<PortalProps>({
    React,
    ReactDOMClient,
    rootComponent: Root,
    // Last line of defence, for errors thrown outside the portal's own boundary.
    errorBoundary: (error) => {
      console.error(`[${name}] failed`, error);
      return <ErrorPanel title={t('This part of the site could not be shown')} />;
    },
  });
  // The portal's words arrive before its first screen: a page never flashes in the wrong language.
  // single-spa calls bootstrap once per parcel; a failed catalogue fails the mount, which the shell shows.
  // A portal's catalogue is laid over the page's again at every mount: two portals may word the same English
  // differently for their own context ("Submitted" is an application's or a piece of work's), and the one on
  // screen wins. The shell's and the libraries' words are the same in every portal (tools/i18n/check.mjs).
  let messages: Promise<Catalogue> | null = null;
  const loadMessages = () =>
    (messages ??= loadCatalogue(name, catalogues).catch((error: unknown) => {
      messages = null;
      throw error;
    }));
  // On a page the server rendered, the portal starts with the messages of that page only (loadCatalogue): enough for
  // its first screen when it is the one the server drew. Any other screen (a first mount elsewhere, a later mount, a
  // move to another address) first waits for the whole catalogues, so it never shows in English on a French page; the
  // screen before it stays meanwhile.
  let shownBefore = false;
  const wholeMessages = async () => {
    await completeCatalogues();
    addMessages(activeLocale(), await loadMessages());
  };
  return {
    ...lifecycles,
    bootstrap: async (props: Parameters<typeof lifecycles.bootstrap>[0]) => {
      await loadMessages();
      return lifecycles.bootstrap(props);
    },
    mount: async (props: Parameters<typeof lifecycles.mount>[0]) => {
      const drawnByServer = !shownBefore && (props as Partial<PortalProps>).serverRendered === true;
      if (drawnByServer) addMessages(activeLocale(), await loadMessages());
      else await wholeMessages();
      shownBefore = true;
      return lifecycles.mount(props);
    },
    update: async (props: Parameters<NonNullable<typeof lifecycles.update>>[0]) => {
      await wholeMessages();
      return lifecycles.update?.(props);
    },
  } as unknown as ParcelConfigObject;
}
