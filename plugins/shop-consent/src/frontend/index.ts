/**
 * Storefront core of Shop Consent: loaded on every storefront page, without React. It applies a stored decision
 * at once and loads the banner UI only when one is needed. See README.md.
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

domReady( document, () => boot( browserEnv( window ) ) );
