/**
 * External dependencies
 */
import { injectMarkup } from '@shop-bundle/storefront-runtime/script-injector';

/**
 * Internal dependencies
 */
import { activateBlockedElements } from './blocked-elements';
import type { ControllerEnv } from './browser-env';
import { updateConsentMode } from './consent-mode';
import { OPTIONAL_CATEGORIES } from './consent-state';
import { clearCookies } from './cookie-cleaner';
import { createAttributionSync } from './order-attribution';
import { fetchScripts, postClearCookies } from './rest-client';
import type {
	Categories,
	Category,
	OptionalCategory,
	PublicSettings,
} from './types';
import { updateWpConsentApi } from './wp-consent-api';

const warn = ( message: string, error?: unknown ) =>
	// eslint-disable-next-line no-console -- consent errors are only logged (spec section 8).
	console.warn( `Shop Consent: ${ message }`, error ?? '' );

/**
 * The side effects of the categories in force: tags and integrations told, scripts injected, cookies cleared.
 *
 * @param settings Public settings.
 * @param env      Browser.
 */
export function createConsentEffects(
	settings: PublicSettings,
	env: ControllerEnv
) {
	const { win } = env;
	const doc = win.document;
	const syncAttribution = createAttributionSync( win );

	return {
		/**
		 * Consent Mode, UET, Meta, WP Consent API and order attribution, on every change and at boot.
		 *
		 * @param categories  In force.
		 * @param consentType The region's model for the WP Consent API.
		 */
		notify( categories: Categories, consentType: 'optin' | 'optout' ) {
			updateConsentMode( categories, settings.consentMode.enabled, win );
			if ( settings.wpConsentApi ) {
				updateWpConsentApi( categories, consentType, win );
			}
			syncAttribution( categories[ settings.attributionCategory ] );
		},

		/**
		 * Fetches the markup of newly allowed optional categories that have some and injects it (every head part, then every body part at
		 * the start of `<body>`, then every footer part), then activates the elements the content holds back.
		 *
		 * @param categories Newly allowed.
		 */
		async inject( categories: Category[] ): Promise< void > {
			if ( ! categories.length ) {
				return;
			}
			// Strict markup needs no consent: PHP prints it in the page, held back as blocked elements. Categories
			// without markup are not asked for: no request at all when none of the allowed ones has some.
			const optional = categories.filter(
				( c ): c is OptionalCategory =>
					c !== 'strict' &&
					( settings.scriptCategories as Category[] ).includes( c )
			);
			try {
				const markup =
					settings.rest.scripts && optional.length
						? await fetchScripts(
								env.fetch,
								settings.rest.scripts,
								optional,
								win.location.href
							)
						: {};
				const places = [
					[ 'head', doc.head, null ],
					[ 'body', doc.body, doc.body.firstChild ],
					[ 'footer', doc.body, null ],
				] as const;
				for ( const [ place, parent, before ] of places ) {
					for ( const category of optional ) {
						const html = markup[ category ]?.[ place ];
						if ( typeof html === 'string' && html ) {
							await injectMarkup( html, parent, before );
						}
					}
				}
			} catch ( error ) {
				warn( 'scripts could not be loaded', error );
			}
			await activateBlockedElements( doc, categories );
		},

		/**
		 * Deletes the cookies of the refused optional categories; with `server`, also those PHP set.
		 *
		 * @param categories In force.
		 * @param server     Whether to call the clear-cookies endpoint.
		 */
		clear( categories: Categories, server: boolean ) {
			const refused = OPTIONAL_CATEGORIES.filter(
				( c ) => ! categories[ c ]
			);
			clearCookies(
				doc,
				refused.flatMap( ( c ) => settings.cookiePatterns[ c ] )
			);
			if ( server && refused.length && settings.rest.clearCookies ) {
				postClearCookies(
					env.fetch,
					settings.rest.clearCookies,
					refused
				).catch( ( error ) => warn( 'cookies not cleared', error ) );
			}
		},
	};
}
