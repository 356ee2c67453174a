export { useRouterBridge, type RouterBridge } from './bridge.js';
export { PortalRoot, type PortalProps } from './PortalRoot.js';
export { PortalErrorBoundary } from './PortalErrorBoundary.js';
export { definePortal, type PortalDefinition } from './definePortal.js';
export { SubNav, type SubNavItem } from './SubNav.js';
export { NotFoundInPortal } from './NotFoundInPortal.js';
export { Greeting } from './Greeting.js';
export { useActingRole, useCan } from './useCan.js';
export { canFollow, useCanOpen, useOpenable } from './useCanOpen.js';
