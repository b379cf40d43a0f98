/**
 * Whether the visitor is on a phone or tablet: a touch screen without hover. The popup's scroll threshold and the
 * WeChat overlay (QR code on a desktop, the address to copy on a phone) depend on it.
 *
 * @param win The window.
 */
export const isMobile = ( win: Window ): boolean =>
	win.matchMedia?.( '(hover: none) and (pointer: coarse)' ).matches ?? false;
