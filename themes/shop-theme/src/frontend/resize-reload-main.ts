/**
 * Script of reload on resize only (handle shop-theme-resize-reload), enqueued by ShopTheme\Behaviours\ResizeReload
 * when its option is on: the option is off by default, so the core every page loads does not carry it.
 */

/**
 * Internal dependencies
 */
import { initResizeReload } from './resize-reload';

initResizeReload( window );
