/**
 * Internal dependencies
 */
import type { BannerSettings, PublicSettings } from './types';

/** Id of the `<script type="application/json">` element PHP prints the public settings into. */
export const SETTINGS_ELEMENT_ID = 'shop-consent-settings';

/**
 * An object of empty strings.
 *
 * @param keys Its keys, separated by spaces.
 */
const blank = < T >( keys: string ) =>
	Object.fromEntries( keys.split( ' ' ).map( ( key ) => [ key, '' ] ) ) as T;

/**
 * The settings used for every field the page does not give (or gives with the wrong type). PHP prints every field
 * with the values of its schema (includes/Settings/SettingsSchema.php, the one source of defaults), so these only
 * keep a broken page typed and harmless: no cookie patterns, empty texts and colours.
 */
export const DEFAULT_SETTINGS: PublicSettings = {
	cookieLifetimeDays: 365,
	version: 1,
	textVersion: 1,
	close: { behaviour: 1, redirectUrl: '' },
	autoAccept: { scroll: false, seconds: 0 },
	gpc: true,
	geo: { enabled: false, url: '' },
	consentMode: {
		enabled: false,
		urlPassthrough: false,
		adsDataRedaction: false,
	},
	wpConsentApi: true,
	attributionCategory: 'thirdparty',
	cookiePatterns: { thirdparty: [], advanced: [] },
	// A page printed before the field existed still asks for both.
	scriptCategories: [ 'thirdparty', 'advanced' ],
	rest: { scripts: '', clearCookies: '', log: '' },
	ui: { markup: '' },
	actions: { markup: '' },
	statistics: { url: '', anonymous: false, page: 0, type: '' },
	// Taken as printed (any object): the settings modal parses it (parseBanner), the core never reads it.
	banner: null,
};

/**
 * The settings modal's part where the page gives none (or the wrong type): empty texts and colours. A function, not
 * a constant: the core bundles this module, and only the modal, which parses its part, should build it.
 */
export const defaultBanner = (): BannerSettings => ( {
	texts: {
		...blank( 'acceptAll rejectAll save close privacy modalTitle' ),
		tabs: {
			strict: blank( 'title text' ),
			thirdparty: blank( 'title text' ),
			advanced: blank( 'title text' ),
		},
	},
	colours: blank( 'background text button buttonText link' ),
	privacyUrl: '',
} );

function isRecord( value: unknown ): value is Record< string, unknown > {
	return (
		typeof value === 'object' && value !== null && ! Array.isArray( value )
	);
}

/**
 * Takes `value` where it has the shape of `defaults` (same types, arrays of strings), field by field.
 *
 * @param defaults The default, also the schema.
 * @param value    What the page gave.
 */
function merge< T >( defaults: T, value: unknown ): T {
	if ( Array.isArray( defaults ) ) {
		return (
			Array.isArray( value ) &&
			value.every( ( item ) => typeof item === 'string' )
				? value
				: defaults
		) as T;
	}
	if ( isRecord( defaults ) ) {
		const out: Record< string, unknown > = { ...defaults };
		if ( isRecord( value ) ) {
			for ( const key of Object.keys( defaults ) ) {
				out[ key ] = merge( defaults[ key ], value[ key ] );
			}
		}
		return out as T;
	}
	return typeof value === typeof defaults ? ( value as T ) : defaults;
}

/**
 * Turns the JSON printed by PHP into complete settings; never throws.
 *
 * @param json Text of the settings element, or null when it is missing.
 */
export function parseSettings( json: string | null ): PublicSettings {
	let value: unknown = null;
	try {
		value = JSON.parse( json ?? 'null' );
	} catch {}
	const settings = merge( DEFAULT_SETTINGS, value );
	if ( ! [ 1, 2, 3, 4 ].includes( settings.close.behaviour ) ) {
		settings.close.behaviour = 1;
	}
	if (
		! [ 'thirdparty', 'advanced' ].includes( settings.attributionCategory )
	) {
		settings.attributionCategory = 'thirdparty';
	}

	return settings;
}

/**
 * The settings modal's part of the settings, complete; never throws.
 *
 * @param value The `banner` field as the page printed it.
 */
export const parseBanner = ( value: unknown ): BannerSettings =>
	merge( defaultBanner(), value );

/**
 * Reads the settings element of a document.
 *
 * @param doc The page.
 */
export function readSettings( doc: Document ): PublicSettings {
	return parseSettings(
		doc.getElementById( SETTINGS_ELEMENT_ID )?.textContent ?? null
	);
}
