/**
 * Storefront core of Shop Consent: loaded on every storefront page, without React. It applies a stored decision
 * at once, drives the server-drawn bar and loads the settings modal only when the visitor opens it. See README.md.
 */

/**
 * External dependencies
 */
import { domReady } from '@shop-bundle/storefront-runtime/dom-ready';

/**
 * Internal dependencies
 */
import { boot } from './boot';
import { browserEnv } from './browser-env';
// The bar's look, in the page's head (build/frontend.css, handle shop-consent-frontend): drawn at first paint.
import './consent-ui.scss';
import './info-bar.scss';

domReady( document, () => boot( browserEnv( window ) ) );
