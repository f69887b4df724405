/**
 * `@wps/ui`: what the player site and the operator console share. The
 * stylesheets come apart: `@wps/ui/tokens.css` (the design tokens of both
 * themes, `data-theme` on <html>) and `@wps/ui/ui.css` (these components).
 * The QR code is an entry of its own (`@wps/ui/qr-code`): only screens that draw one load it and its encoder;
 * so are the push-socket client (`@wps/ui/push-socket`: the site's live events and chat, the console's chat)
 * and the reading of image files for upload (`@wps/ui/image-file`).
 */
export { Button, buttonClass, type ButtonProps, type ButtonSize, type ButtonStyle, type ButtonVariant } from './button';
export { EmptyState, type EmptyStateProps } from './empty-state';
export { Spinner } from './spinner';
