/**
 * Storefront core of Shop Consent: loaded on every storefront page, without React. It applies a stored decision
 * at once and loads the banner UI only when one is needed. See README.md.
 */

/**
 * Internal dependencies
 */
import { boot } from './boot';
import { browserEnv } from './browser-env';
import { domReady } from './dom-ready';

domReady( document, () => boot( browserEnv( window ) ) );
