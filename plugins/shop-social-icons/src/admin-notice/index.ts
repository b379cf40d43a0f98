/**
 * Admin notice widget entry: runs the notices AdminNotice printed.
 */

/**
 * WordPress dependencies
 */
import domReady from '@wordpress/dom-ready';

/**
 * Internal dependencies
 */
import { initNoticeWidget } from './notice-widget';

domReady( () => {
	document
		.querySelectorAll< HTMLElement >( '[data-shop-social-icons-notice]' )
		.forEach( initNoticeWidget );
} );
