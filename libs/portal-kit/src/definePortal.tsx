import * as React from 'react';
import * as ReactDOMClient from 'react-dom/client';
import type { ParcelConfigObject } from 'single-spa';
import singleSpaReact from 'single-spa-react';
import type { ReactElement } from 'react';
import { ErrorPanel } from '@sla/ui';
import { PortalRoot, type PortalProps } from './PortalRoot.js';

export interface PortalDefinition {
  /** The Nx project name, used in logs. */
  name: string;
  /** The portal's <Routes>, with full paths as in the shell (e.g. /applicant/applications). */
  routes: ReactElement;
}

/** Turns a portal's routes into single-spa parcel lifecycles: the mount contract with the shell. */
export function definePortal({ name, routes }: PortalDefinition): ParcelConfigObject {
  function Root(props: PortalProps) {
    return (
      <PortalRoot name={name} {...props}>
        {routes}
      </PortalRoot>
    );
  }

  // single-spa types lifecycles over its generic CustomProps; the shell passes PortalProps at runtime.
  return singleSpaReact<PortalProps>({
    React,
    ReactDOMClient,
    rootComponent: Root,
    // Last line of defence, for errors thrown outside the portal's own boundary.
    errorBoundary: (error) => {
      console.error(`[${name}] failed`, error);
      return <ErrorPanel title="This part of the site could not be shown" />;
    },
  }) as unknown as ParcelConfigObject;
}
