/**
 * External dependencies
 */
import { injectMarkup } from '@shop-bundle/storefront-runtime/script-injector';
import { warn } from '@shop-bundle/storefront-runtime/warn';

/**
 * Internal dependencies
 */
import type { ControllerEnv } from './browser-env';
import { updateConsentMode } from './consent-mode';
import { OPTIONAL_CATEGORIES } from './consent-state';
import { clearCookies } from './cookie-cleaner';
import { fetchScripts } from './rest-client';
import type {
	Categories,
	Category,
	ConsentActions,
	OptionalCategory,
	PageEffects,
	PublicSettings,
} from './types';
import { updateWpConsentApi } from './wp-consent-api';

/** Attribute of `<html>` present while the visitor has a valid decision (set first by the inline head snippet). */
export const DECIDED_ATTRIBUTE = 'data-shop-consent-decided';

/** Scripts and iframes held back by PHP or by the shop's own markup (`blocked-elements.ts`). */
const BLOCKED_ELEMENTS = 'script[data-shop-consent],iframe[data-shop-consent]';

/**
 * The side effects of the categories in force on this page: tags and integrations told, scripts injected, cookies
 * cleared. What a decision adds (cookie, log, the server's clearing, reload) is in the lazily loaded
 * `decision-effects.ts`.
 *
 * @param settings    Public settings.
 * @param env         Browser.
 * @param loadActions Loads the actions (`consent-actions.ts`).
 */
export function createConsentEffects(
	settings: PublicSettings,
	env: ControllerEnv,
	loadActions: () => Promise< ConsentActions | null >
): PageEffects {
	const { win } = env;
	const doc = win.document;

	return {
		/**
		 * Consent Mode, UET, Meta and the WP Consent API, on every change and at boot. WooCommerce's order attribution
		 * has the stored decision from PHP's inline answer; the actions tell it of changes (`order-attribution.ts`).
		 *
		 * @param categories  In force.
		 * @param consentType The region's model for the WP Consent API.
		 */
		notify( categories: Categories, consentType: 'optin' | 'optout' ) {
			updateConsentMode( categories, settings.consentMode.enabled, win );
			if ( settings.wpConsentApi ) {
				updateWpConsentApi( categories, consentType, win );
			}
		},

		/**
		 * Fetches the markup of newly allowed optional categories that have some and injects it (every head part, then
		 * every body part at the start of `<body>`, then every footer part), then activates the elements the content
		 * holds back.
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
				warn( 'consent scripts could not be loaded', error );
			}
			// Most pages hold no blocked element: only those that do load the code that activates them.
			if ( doc.querySelector( BLOCKED_ELEMENTS ) ) {
				( await loadActions() )?.activateBlockedElements(
					doc,
					categories
				);
			}
		},

		/**
		 * Deletes the cookies of the refused optional categories.
		 *
		 * @param categories In force.
		 * @return The refused optional categories.
		 */
		clear( categories: Categories ): OptionalCategory[] {
			const refused = OPTIONAL_CATEGORIES.filter(
				( c ) => ! categories[ c ]
			);
			clearCookies(
				doc,
				refused.flatMap( ( c ) => settings.cookiePatterns[ c ] )
			);
			return refused;
		},
	};
}
