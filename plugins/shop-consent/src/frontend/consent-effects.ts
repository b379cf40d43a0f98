/**
 * External dependencies
 */
import { injectMarkup } from '@shop-bundle/storefront-runtime/script-injector';
import { warn } from '@shop-bundle/storefront-runtime/warn';

/**
 * Internal dependencies
 */
import { activateBlockedElements } from './blocked-elements';
import type { ControllerEnv } from './browser-env';
import { updateConsentMode } from './consent-mode';
import { writeConsentCookie } from './consent-cookie';
import { OPTIONAL_CATEGORIES, compare } from './consent-state';
import { clearCookies } from './cookie-cleaner';
import { createAttributionSync } from './order-attribution';
import { fetchScripts, postClearCookies, sendLog } from './rest-client';
import type {
	Categories,
	Category,
	ConsentRecord,
	DecisionSource,
	OptionalCategory,
	PublicSettings,
} from './types';
import { updateWpConsentApi } from './wp-consent-api';

/** Delay between lowering consent and the reload (spec section 9). */
export const RELOAD_DELAY_MS = 800;

/** Attribute of `<html>` present while the visitor has a valid decision (set first by the inline head snippet). */
export const DECIDED_ATTRIBUTE = 'data-shop-consent-decided';

/** A decision the controller made, with what the effects need to know about it. */
export interface Decided {
	/** The record to store. */
	record: ConsentRecord;
	/** The categories in force before it. */
	previous: Categories;
	/** The categories decided. */
	next: Categories;
	source: DecisionSource;
	/** The region from the geo answer, for the log; empty without one. */
	region: string;
	/** The consent type for the WP Consent API. */
	consentType: 'optin' | 'optout';
	/** Where to go instead of reloading (close behaviour 4); empty for none. */
	redirect: string;
}

/**
 * The side effects of the categories in force (tags and integrations told, scripts injected, cookies cleared) and
 * of a decision (cookie, `<html>` mark, log beacon, then reload or navigation when consent was lowered).
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

	const effects = {
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
				).catch( ( error ) =>
					warn( 'consent cookies not cleared', error )
				);
			}
		},

		/**
		 * Everything a decision causes, in the spec's order: the cookie (with the record's id), the `<html>`
		 * mark, the log beacon, refused cookies cleared (also through the server when consent was lowered or
		 * everything refused), the integrations told, then navigation, a reload after a lowering, or the newly
		 * allowed scripts injected.
		 *
		 * @param decided The decision.
		 */
		decided( decided: Decided ): void {
			const { record, next, source, region, redirect } = decided;
			const { direction, added } = compare( decided.previous, next );
			writeConsentCookie( doc, record, settings.cookieLifetimeDays );
			doc.documentElement.setAttribute( DECIDED_ATTRIBUTE, '1' );
			sendLog( env, settings, record, region, source );
			effects.clear( next, direction === 'lowered' || ! next.strict );
			effects.notify( next, decided.consentType );
			if ( redirect ) {
				env.navigate( redirect );
			} else if ( direction === 'lowered' ) {
				win.setTimeout( () => env.reload(), RELOAD_DELAY_MS );
			} else {
				effects.inject( added );
			}
		},
	};
	return effects;
}
