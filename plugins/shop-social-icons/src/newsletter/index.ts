/**
 * The newsletter form's script (build/newsletter.js, handle shop-social-icons-newsletter): no React, enqueued by
 * PHP only on pages that render a form. Wires every form on the page.
 */

/**
 * External dependencies
 */
import { domReady } from '@shop-bundle/storefront-runtime/dom-ready';

/**
 * Internal dependencies
 */
import { wireNewsletterForm } from './newsletter-form';
// Built to build/style-newsletter.css, enqueued by PHP with the script.
import './style.scss';

domReady( document, () => {
	document
		.querySelectorAll< HTMLFormElement >( 'form.shop-newsletter__form' )
		.forEach( ( form ) =>
			wireNewsletterForm( form, {
				fetch: window.fetch.bind( window ),
				navigate: ( url ) => window.location.assign( url ),
			} )
		);
} );
